import { api } from '@/lib/api';
import { commandCodes } from './command-codes.ts';

/** `POST /api/v1/gateway/updateGatewayProtocol`: poll a device with another dictionary of its kind. */
export const changeProtocol = (body: {
  sn: string;
  deviceSn: string;
  dictionaryId: string;
  confirm?: boolean;
}) => api.post('/api/v1/gateway/updateGatewayProtocol', { body, tolerate: commandCodes });
