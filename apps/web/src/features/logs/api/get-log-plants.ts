import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { logKeys } from './query-keys.ts';

/** `GET /api/v1/plant/filter`: plants by name for the logs' plant filter. */
export const getLogPlants = (keyword: string) =>
  api.get('/api/v1/plant/filter', { query: { keyword: keyword || undefined, size: 100 } });

export const logPlantsQuery = (keyword: string) =>
  queryOptions({ queryKey: logKeys.plants(keyword), queryFn: () => getLogPlants(keyword) });

export const useLogPlants = (keyword: string) => useQuery(logPlantsQuery(keyword));
