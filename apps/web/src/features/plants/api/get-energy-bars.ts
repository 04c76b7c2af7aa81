import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZEnergyBars } from '@sunfleet/contract/plants';
import { api } from '@/lib/api';

export type TEnergyPeriod =
  | { unit: 'day'; date: string }
  | { unit: 'month'; month: string }
  | { unit: 'year'; year: number }
  | { unit: 'total' };

function requestOf(period: TEnergyPeriod): { unit: string; query: Record<string, string | number> } {
  switch (period.unit) {
    case 'day':
      return { unit: 'day', query: { date: period.date } };
    case 'month':
      return { unit: 'month', query: { month: period.month } };
    case 'year':
      return { unit: 'year', query: { year: period.year } };
    case 'total':
      return { unit: 'total', query: {} };
  }
}

/** `GET /api/v1/plant/energy/{id}/day|month|year|total`: energy of every flow per bucket. */
export function getEnergyBars(plantId: string, period: TEnergyPeriod) {
  const { unit, query } = requestOf(period);
  return api.request(`/api/v1/plant/energy/${encodeURIComponent(plantId)}/${unit}`, {
    query,
    schema: ZEnergyBars,
  });
}

export const energyBarsQuery = (plantId: string, period: TEnergyPeriod) =>
  queryOptions({
    queryKey: ['plant', plantId, 'energy', period],
    queryFn: () => getEnergyBars(plantId, period),
  });

export const useEnergyBars = (plantId: string, period: TEnergyPeriod) =>
  useQuery(energyBarsQuery(plantId, period));
