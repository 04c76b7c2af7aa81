import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { plantKeys } from './query-keys.ts';

export type TGenerationPeriod =
  { unit: 'month'; month: string } | { unit: 'year'; year: number } | { unit: 'total' };

/** `GET /api/v1/plant/{id}/power/month|year|total`: generation, income and expected yield bars. */
export function getGenerationBars(plantId: string, period: TGenerationPeriod) {
  const path = { id: plantId };
  if (period.unit === 'month')
    return api.get('/api/v1/plant/{id}/power/month', { path, query: { month: period.month } });
  if (period.unit === 'year')
    return api.get('/api/v1/plant/{id}/power/year', { path, query: { year: period.year } });
  return api.get('/api/v1/plant/{id}/power/total', { path });
}

export const generationBarsQuery = (plantId: string, period: TGenerationPeriod) =>
  queryOptions({
    queryKey: plantKeys.generationBars(plantId, period),
    queryFn: () => getGenerationBars(plantId, period),
  });

export const useGenerationBars = (plantId: string, period: TGenerationPeriod) =>
  useQuery(generationBarsQuery(plantId, period));
