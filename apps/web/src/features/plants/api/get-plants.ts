import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TPlantListQuery } from '@sunfleet/contract/plants';
import { api } from '@/lib/api';
import { plantKeys } from './query-keys.ts';

/** `GET /api/v1/plants`: one page of the fleet with the status counts of the keyword's matches. */
export const getPlants = (query: Partial<TPlantListQuery>) => api.get('/api/v1/plants', { query });

export const plantsQuery = (query: Partial<TPlantListQuery>) =>
  queryOptions({
    queryKey: plantKeys.list(query),
    queryFn: () => getPlants(query),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });

export const usePlants = (query: Partial<TPlantListQuery>) => useQuery(plantsQuery(query));
