import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { TCommand, TCommandPage } from '@sunfleet/contract/commands';
import { gatewayCommandsQuery, showNewGatewayCommand, withNewCommand } from './get-gateway-commands.ts';

const command = (id: string): TCommand => ({
  id,
  gatewaySn: 'GW1',
  deviceSn: null,
  kind: 'restart',
  payload: {},
  state: 'queued',
  requestedBy: null,
  requestId: null,
  createdAt: '2026-11-28T07:39:27.000Z',
  expiresAt: '2026-11-28T07:49:27.000Z',
  attempts: 0,
  sentAt: null,
  acknowledgedAt: null,
  finishedAt: null,
  progress: null,
  result: null,
  error: null,
});

describe('a command just sent', () => {
  it('goes on top of the page once', () => {
    const page: TCommandPage = { infos: [command('old')], total: 1 };
    const added = withNewCommand(page, command('new'));
    expect(added.infos.map((row) => row.id)).toEqual(['new', 'old']);
    expect(added.total).toBe(2);
    expect(withNewCommand(added, command('new'))).toBe(added);
  });

  it("shows in the gateway's Commands table before any refetch answers", () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { queryKey } = gatewayCommandsQuery('GW1');
    queryClient.setQueryData(queryKey, { infos: [command('old')], total: 1 });
    showNewGatewayCommand(queryClient, 'GW1', command('restart-1'));
    expect(queryClient.getQueryData(queryKey)?.infos[0]?.id).toBe('restart-1');
    void queryClient.cancelQueries();
  });
});
