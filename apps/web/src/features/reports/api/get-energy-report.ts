import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDeviceReportPeriod } from '@sunfleet/contract/reports';
import { ZEnergyBars } from '@sunfleet/contract/plants';
import { api } from '@/lib/api';

/** A report period: the hours of a day, the days of a month or the months of a year around a local date. */
export type TReportPeriod = { unit: TDeviceReportPeriod; date: string };

const periodQuery = ({ unit, date }: TReportPeriod) => {
  switch (unit) {
    case 'day':
      return { date };
    case 'month':
      return { month: date.slice(0, 7) };
    case 'year':
      return { year: Number(date.slice(0, 4)) };
  }
};

/**
 * `GET /api/v1/plant/energy/{id}/day|month|year`: the same energy buckets the overview charts
 * draw, so report and charts agree.
 */
export const getEnergyReport = (plantId: string, period: TReportPeriod) =>
  api.request(`/api/v1/plant/energy/${encodeURIComponent(plantId)}/${period.unit}`, {
    query: periodQuery(period),
    schema: ZEnergyBars,
  });

export const energyReportQuery = (plantId: string, period: TReportPeriod) =>
  queryOptions({
    queryKey: ['workdata', 'energy', plantId, period],
    queryFn: () => getEnergyReport(plantId, period),
  });

export const useEnergyReport = (plantId: string | undefined, period: TReportPeriod, enabled = true) =>
  useQuery({ ...energyReportQuery(plantId ?? '', period), enabled: enabled && Boolean(plantId) });
