import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { gatewayKeys } from './query-keys.ts';

/** `GET /api/v1/gateway/{id}`: one gateway with its devices, uploads, events and signal. */
export const getGateway = (id: string) => api.get('/api/v1/gateway/{id}', { path: { id } });

export const gatewayQuery = (id: string) =>
  queryOptions({
    queryKey: gatewayKeys.detail(id),
    queryFn: () => getGateway(id),
    refetchInterval: 30_000,
  });

export const useGateway = (id: string) => useQuery(gatewayQuery(id));
