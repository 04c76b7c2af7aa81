import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type TEnergyPeriod =
  | { unit: 'day'; date: string }
  | { unit: 'month'; month: string }
  | { unit: 'year'; year: number }
  | { unit: 'total' };

/** `GET /api/v1/plant/energy/{id}/day|month|year|total`: energy of every flow per bucket. */
export function getEnergyBars(plantId: string, period: TEnergyPeriod) {
  const path = { id: plantId };
  switch (period.unit) {
    case 'day':
      return api.get('/api/v1/plant/energy/{id}/day', { path, query: { date: period.date } });
    case 'month':
      return api.get('/api/v1/plant/energy/{id}/month', { path, query: { month: period.month } });
    case 'year':
      return api.get('/api/v1/plant/energy/{id}/year', { path, query: { year: period.year } });
    case 'total':
      return api.get('/api/v1/plant/energy/{id}/total', { path });
  }
}

export const energyBarsQuery = (plantId: string, period: TEnergyPeriod) =>
  queryOptions({
    queryKey: ['plant', plantId, 'energy', period],
    queryFn: () => getEnergyBars(plantId, period),
  });

export const useEnergyBars = (plantId: string, period: TEnergyPeriod) =>
  useQuery(energyBarsQuery(plantId, period));
