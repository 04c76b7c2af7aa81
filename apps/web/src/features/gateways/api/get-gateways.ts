import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TGatewayListQuery } from '@sunfleet/contract/gateways';
import { api } from '@/lib/api';
import { gatewayKeys } from './query-keys.ts';

export type TGatewayFilters = Partial<TGatewayListQuery>;

/** `GET /api/v1/gateways`: a page of the gateways the caller sees, with the counts of the filters. */
export const getGateways = (filters: TGatewayFilters) => api.get('/api/v1/gateways', { query: filters });

export const gatewaysQuery = (filters: TGatewayFilters) =>
  queryOptions({
    queryKey: gatewayKeys.list(filters),
    queryFn: () => getGateways(filters),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });

export const useGateways = (filters: TGatewayFilters) => useQuery(gatewaysQuery(filters));
