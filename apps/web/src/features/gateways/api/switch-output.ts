import { api } from '@/lib/api';
import { commandCodes } from './command-codes.ts';

/** `POST /api/v1/gateway/{sn}/settings/switch`: the digital output closed (on) or open. */
export const switchOutput = (sn: string, output: number, on: boolean) =>
  api.post('/api/v1/gateway/{sn}/settings/switch', {
    path: { sn },
    body: { output, on },
    tolerate: commandCodes,
  });
