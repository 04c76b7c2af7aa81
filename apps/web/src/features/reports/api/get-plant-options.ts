import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { reportKeys } from './query-keys.ts';

/** `GET /api/v1/plant/filter`: plants by name for the report's picker. */
export const getPlantOptions = (keyword: string) =>
  api.get('/api/v1/plant/filter', { query: { keyword: keyword || undefined, size: 100 } });

export const plantOptionsQuery = (keyword: string) =>
  queryOptions({ queryKey: reportKeys.plants(keyword), queryFn: () => getPlantOptions(keyword) });

export const usePlantOptions = (keyword: string) => useQuery(plantOptionsQuery(keyword));
