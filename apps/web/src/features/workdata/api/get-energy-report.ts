import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZEnergyBars } from '@sunfleet/contract/plants';
import { api } from '@/lib/api';

/** A report period: the days of a month, or the months of a year. */
export type TReportPeriod = { unit: 'month'; month: string } | { unit: 'year'; year: number };

/**
 * `GET /api/v1/plant/energy/{id}/month|year`: the same energy buckets the overview charts draw,
 * so report and charts agree.
 */
export const getEnergyReport = (plantId: string, period: TReportPeriod) =>
  api.request(`/api/v1/plant/energy/${encodeURIComponent(plantId)}/${period.unit}`, {
    query: period.unit === 'month' ? { month: period.month } : { year: period.year },
    schema: ZEnergyBars,
  });

export const energyReportQuery = (plantId: string, period: TReportPeriod) =>
  queryOptions({
    queryKey: ['workdata', 'energy', plantId, period],
    queryFn: () => getEnergyReport(plantId, period),
  });

export const useEnergyReport = (plantId: string | undefined, period: TReportPeriod) =>
  useQuery({ ...energyReportQuery(plantId ?? '', period), enabled: Boolean(plantId) });
