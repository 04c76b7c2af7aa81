import { api } from './api.ts';

/** A period of a plant's energy buckets: the hours of a day, the days of a month, the months of a year, or the years. */
export type TEnergyPeriod =
  | { unit: 'day'; date: string }
  | { unit: 'month'; month: string }
  | { unit: 'year'; year: number }
  | { unit: 'total' };

/**
 * `GET /api/v1/plant/energy/{id}/day|month|year|total`: energy of every flow per bucket. One call
 * for the plant's charts and the reports, so both show the same numbers.
 */
export function getPlantEnergy(plantId: string, period: TEnergyPeriod) {
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
