import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { TCommand, TCommandPage } from '@sunfleet/contract/commands';
import { ErrorCode } from '@sunfleet/contract/errors';
import { api } from '@/lib/api';

/**
 * Refusals a command button shows itself: 305 (not yours), 306 (locked), 4 (bad input), 308 (the
 * gateway's queue is full), 309 (too many commands a minute).
 */
export const commandCodes = [
  ErrorCode.validation,
  ErrorCode.gatewayMissing,
  ErrorCode.gatewayLocked,
  ErrorCode.commandQueueFull,
  ErrorCode.commandRateLimited,
] as const;

/**
 * `POST /api/v1/gateway/{gsns}/restart`: one restart command per gateway (comma-separated SNs),
 * answered per gateway (the command, or the refusal's code and message).
 */
export const restartGateways = (sns: string[]) =>
  api.post('/api/v1/gateway/{gsns}/restart', { path: { gsns: sns.join(',') }, tolerate: commandCodes });

/** `POST /api/v1/gateways/batch/restart`: up to 1,000 gateways as a campaign; its id and per-SN admission. */
export const batchRestart = (sns: string[]) =>
  api.post('/api/v1/gateways/batch/restart', { body: { sns }, tolerate: commandCodes });

/** `POST /api/v1/gateways/batch/check`: whether each can take a command now (0, 305, 306). */
export const checkGatewaysForCommands = (sns: string[]) =>
  api.post('/api/v1/gateways/batch/check', { body: { sns } });

/** `POST /api/v1/gateway/{sn}/lock` and `/unlock`. */
export const lockGateway = (sn: string, lock: boolean) =>
  lock
    ? api.post('/api/v1/gateway/{sn}/lock', { path: { sn }, tolerate: commandCodes })
    : api.post('/api/v1/gateway/{sn}/unlock', { path: { sn }, tolerate: commandCodes });

/** `POST /api/v1/gateway/{sn}/settings/switch`: the digital output closed (on) or open. */
export const switchOutput = (sn: string, output: number, on: boolean) =>
  api.post('/api/v1/gateway/{sn}/settings/switch', {
    path: { sn },
    body: { output, on },
    tolerate: commandCodes,
  });

/** `POST /api/v1/gateway/updateGatewayProtocol`: poll a device with another dictionary of its kind. */
export const changeProtocol = (body: {
  sn: string;
  deviceSn: string;
  dictionaryId: string;
  confirm?: boolean;
}) => api.post('/api/v1/gateway/updateGatewayProtocol', { body, tolerate: commandCodes });

/** `POST /api/v1/gateway/{sn}/debug`: a raw Modbus request (hex) to a device behind the gateway. */
export const sendDebug = (sn: string, body: { deviceSn: string; framing: 'rtu' | 'tcp'; code: string }) =>
  api.post('/api/v1/gateway/{sn}/debug', { path: { sn }, body, tolerate: commandCodes });

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

/** `GET /api/v1/gate/{sn}/debug/reply`: the debug command's state and reply, waiting up to `wait` ms. */
export const debugReply = (sn: string, id: string, wait: number) =>
  api.get('/api/v1/gate/{sn}/debug/reply', { path: { sn }, query: { id, wait } });

/** `GET /api/v1/commands?gatewaySn=`: the gateway's commands, newest first. */
export const gatewayCommandsQuery = (gatewaySn: string) =>
  queryOptions({
    queryKey: ['gateways', 'commands', gatewaySn],
    queryFn: () => api.get('/api/v1/commands', { query: { gatewaySn, page: 1, size: 20 } }),
    refetchInterval: 10_000,
  });

export const useGatewayCommands = (gatewaySn: string) => useQuery(gatewayCommandsQuery(gatewaySn));

/** The page with a command just created on top (once: a refetch may already have brought it). */
export function withNewCommand(page: TCommandPage, command: TCommand): TCommandPage {
  if (page.infos.some((row) => row.id === command.id)) return page;
  return { infos: [command, ...page.infos], total: page.total + 1 };
}

/**
 * Shows a command the user just sent in the gateway's Commands table at once, from the create
 * response (the table follows it live from there), and reads the table again behind it.
 */
export function showNewGatewayCommand(queryClient: QueryClient, gatewaySn: string, command: TCommand) {
  const { queryKey } = gatewayCommandsQuery(gatewaySn);
  queryClient.setQueryData(queryKey, (page) => (page ? withNewCommand(page, command) : page));
  void queryClient.invalidateQueries({ queryKey });
}

/** `GET /api/v1/protocols`: the dictionaries a device may be polled with. */
export const useProtocols = (enabled: boolean) =>
  useQuery({
    queryKey: ['gateways', 'protocols'],
    queryFn: () => api.get('/api/v1/protocols'),
    staleTime: 60_000,
    enabled,
  });
