import type { TPlantIncome } from '@sunfleet/contract/plants';
import { minutesOfDay, segmentEndMinutes } from '@sunfleet/contract/validators';

/**
 * Income from a plant's tariff (spec section 3 pricing methods). Energy arrives as rollup groups:
 * PV generation and grid export of a bucket, and — for time-of-use — the local weekday (ISO, 1 =
 * Monday) and time of day (HH:mm) the bucket starts at.
 */
export type TEnergyGroup = { pv: number; gridExport: number; dow: number; hm: string };

/** The rollup period fine enough to price a tariff: days, or hours / 5 minutes for time-of-use. */
export type TTariffResolution = 'day' | 'hour' | '5m';

export function tariffResolution(tariff: TPlantIncome | null): TTariffResolution {
  if (tariff?.method !== 'timeOfUse') return 'day';
  const onWholeHours = tariff.segments.every(
    (s) => minutesOfDay(s.start) % 60 === 0 && segmentEndMinutes(s.end) % 60 === 0,
  );
  return onWholeHours ? 'hour' : '5m';
}

/** Price of a kWh generated at a local weekday and time; 0 outside the tariff's weekdays. */
function timeOfUsePrice(tariff: Extract<TPlantIncome, { method: 'timeOfUse' }>, dow: number, hm: string) {
  if (!tariff.weekdays.includes(dow)) return 0;
  const minute = minutesOfDay(hm);
  const segment = tariff.segments.find(
    (s) => minute >= minutesOfDay(s.start) && minute < segmentEndMinutes(s.end),
  );
  return segment?.price ?? 0;
}

function incomeOfGroup(tariff: TPlantIncome, group: TEnergyGroup): number {
  switch (tariff.method) {
    case 'constant':
      return group.pv * tariff.price;
    case 'timeOfUse':
      return group.pv * timeOfUsePrice(tariff, group.dow, group.hm);
    case 'byGeneration': {
      const exported = Math.min(group.gridExport, group.pv);
      return exported * tariff.feedInPrice + (group.pv - exported) * tariff.selfUsePrice;
    }
  }
}

/** Money earned by the groups, rounded to cents; 0 for a plant without a tariff. */
export function incomeOf(tariff: TPlantIncome | null, groups: readonly TEnergyGroup[]): number {
  if (!tariff) return 0;
  const total = groups.reduce((sum, group) => sum + incomeOfGroup(tariff, group), 0);
  return Math.round(total * 100) / 100;
}
