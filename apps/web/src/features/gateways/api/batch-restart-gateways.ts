import { api } from '@/lib/api';
import { commandCodes } from './command-codes.ts';

/** `POST /api/v1/gateways/batch/restart`: up to 1,000 gateways as a campaign; its id and per-SN admission. */
export const batchRestart = (sns: string[]) =>
  api.post('/api/v1/gateways/batch/restart', { body: { sns }, tolerate: commandCodes });
