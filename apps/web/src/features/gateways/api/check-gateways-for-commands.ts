import { api } from '@/lib/api';

/** `POST /api/v1/gateways/batch/check`: whether each can take a command now (0, 305, 306). */
export const checkGatewaysForCommands = (sns: string[]) =>
  api.post('/api/v1/gateways/batch/check', { body: { sns } });
