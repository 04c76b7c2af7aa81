import { api } from '@/lib/api';
import { commandCodes } from './command-codes.ts';

/** `POST /api/v1/gateway/{sn}/debug`: a raw Modbus request (hex) to a device behind the gateway. */
export const sendDebug = (sn: string, body: { deviceSn: string; framing: 'rtu' | 'tcp'; code: string }) =>
  api.post('/api/v1/gateway/{sn}/debug', { path: { sn }, body, tolerate: commandCodes });
