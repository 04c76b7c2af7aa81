import { api } from '@/lib/api';
import { commandCodes } from './command-codes.ts';

/**
 * `POST /api/v1/gateway/{gsns}/restart`: one restart command per gateway (comma-separated SNs),
 * answered per gateway (the command, or the refusal's code and message).
 */
export const restartGateways = (sns: string[]) =>
  api.post('/api/v1/gateway/{gsns}/restart', { path: { gsns: sns.join(',') }, tolerate: commandCodes });
