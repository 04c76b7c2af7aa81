import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { TCommand, TCommandPage } from '@sunfleet/contract/commands';
import { api } from '@/lib/api';
import { gatewayKeys } from './query-keys.ts';

/** `GET /api/v1/commands?gatewaySn=`: the gateway's commands, newest first. */
export const gatewayCommandsQuery = (gatewaySn: string) =>
  queryOptions({
    queryKey: gatewayKeys.commands(gatewaySn),
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
