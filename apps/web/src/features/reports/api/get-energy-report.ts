import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDeviceReportPeriod } from '@sunfleet/contract/reports';
import { api } from '@/lib/api';

/** A report period: the hours of a day, the days of a month or the months of a year around a local date. */
export type TReportPeriod = { unit: TDeviceReportPeriod; date: string };

/**
 * `GET /api/v1/plant/energy/{id}/day|month|year`: the same energy buckets the overview charts
 * draw, so report and charts agree.
 */
export function getEnergyReport(plantId: string, { unit, date }: TReportPeriod) {
  const path = { id: plantId };
  switch (unit) {
    case 'day':
      return api.get('/api/v1/plant/energy/{id}/day', { path, query: { date } });
    case 'month':
      return api.get('/api/v1/plant/energy/{id}/month', { path, query: { month: date.slice(0, 7) } });
    case 'year':
      return api.get('/api/v1/plant/energy/{id}/year', { path, query: { year: Number(date.slice(0, 4)) } });
  }
}

export const energyReportQuery = (plantId: string, period: TReportPeriod) =>
  queryOptions({
    queryKey: ['workdata', 'energy', plantId, period],
    queryFn: () => getEnergyReport(plantId, period),
  });

export const useEnergyReport = (plantId: string | undefined, period: TReportPeriod, enabled = true) =>
  useQuery({ ...energyReportQuery(plantId ?? '', period), enabled: enabled && Boolean(plantId) });
