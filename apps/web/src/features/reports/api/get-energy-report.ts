import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDeviceReportPeriod } from '@sunfleet/contract/reports';
import { getPlantEnergy, type TEnergyPeriod } from '@/lib/plant-energy';
import { reportKeys } from './query-keys.ts';

/** A report period: the hours of a day, the days of a month or the months of a year around a local date. */
export type TReportPeriod = { unit: TDeviceReportPeriod; date: string };

/** A report period as the plant's energy buckets of the same span, so report and charts agree. */
function energyPeriodOf({ unit, date }: TReportPeriod): TEnergyPeriod {
  switch (unit) {
    case 'day':
      return { unit, date };
    case 'month':
      return { unit, month: date.slice(0, 7) };
    case 'year':
      return { unit, year: Number(date.slice(0, 4)) };
  }
}

export const energyReportQuery = (plantId: string, period: TReportPeriod) =>
  queryOptions({
    queryKey: reportKeys.energy(plantId, period),
    queryFn: () => getPlantEnergy(plantId, energyPeriodOf(period)),
  });

export const useEnergyReport = (plantId: string | undefined, period: TReportPeriod, enabled = true) =>
  useQuery({ ...energyReportQuery(plantId ?? '', period), enabled: enabled && Boolean(plantId) });
