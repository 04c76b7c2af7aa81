import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZPlantList, type TPlantListQuery } from '@sunfleet/contract/plants';
import { api } from '@/lib/api';

/** `GET /api/v1/plants`: one page of the fleet with the status counts of the keyword's matches. */
export const getPlants = (query: Partial<TPlantListQuery>) =>
  api.request('/api/v1/plants', { query, schema: ZPlantList });

export const plantsQuery = (query: Partial<TPlantListQuery>) =>
  queryOptions({
    queryKey: ['plants', query],
    queryFn: () => getPlants(query),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });

export const usePlants = (query: Partial<TPlantListQuery>) => useQuery(plantsQuery(query));
