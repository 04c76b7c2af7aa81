import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZGenerationBars } from '@sunfleet/contract/plants';
import { api } from '@/lib/api';

export type TGenerationPeriod =
  { unit: 'month'; month: string } | { unit: 'year'; year: number } | { unit: 'total' };

const queryOf = (period: TGenerationPeriod) => {
  if (period.unit === 'month') return { month: period.month };
  if (period.unit === 'year') return { year: period.year };
  return {};
};

/** `GET /api/v1/plant/{id}/power/month|year|total`: generation, income and expected yield bars. */
export const getGenerationBars = (plantId: string, period: TGenerationPeriod) =>
  api.request(`/api/v1/plant/${encodeURIComponent(plantId)}/power/${period.unit}`, {
    query: queryOf(period),
    schema: ZGenerationBars,
  });

export const generationBarsQuery = (plantId: string, period: TGenerationPeriod) =>
  queryOptions({
    queryKey: ['plant', plantId, 'generation', period],
    queryFn: () => getGenerationBars(plantId, period),
  });

export const useGenerationBars = (plantId: string, period: TGenerationPeriod) =>
  useQuery(generationBarsQuery(plantId, period));
