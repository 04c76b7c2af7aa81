import { api } from '@/lib/api';
import { commandCodes } from './command-codes.ts';

/**
 * `POST /api/v1/gateway/{sn}/debug/write`: a raw Modbus write (06, 16), sent once the user confirmed
 * it changes the device (the configure ability on the gateway).
 */
export const sendDebugWrite = (
  sn: string,
  body: { deviceSn: string; framing: 'rtu' | 'tcp'; code: string },
) =>
  api.post('/api/v1/gateway/{sn}/debug/write', {
    path: { sn },
    body: { ...body, confirm: true },
    tolerate: commandCodes,
  });
