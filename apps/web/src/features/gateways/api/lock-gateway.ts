import { api } from '@/lib/api';
import { commandCodes } from './command-codes.ts';

/** `POST /api/v1/gateway/{sn}/lock` and `/unlock`. */
export const lockGateway = (sn: string, lock: boolean) =>
  lock
    ? api.post('/api/v1/gateway/{sn}/lock', { path: { sn }, tolerate: commandCodes })
    : api.post('/api/v1/gateway/{sn}/unlock', { path: { sn }, tolerate: commandCodes });
