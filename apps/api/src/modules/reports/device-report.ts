import {
  deviceReportEnergyRoles,
  deviceReportPowerRoles,
  type TDeviceReportAmounts,
  type TDeviceReport,
  type TDeviceReportDevice,
  type TDeviceReportQuery,
} from '@sunfleet/contract/reports';
import type { TStats } from '@sunfleet/db/telemetry-schema';
import { energySpans, rangeOf, type TChartSpan } from '../plants/chart-service.ts';
import type { TPlantClock } from '../plants/chart-repository.ts';
import type { DeviceReportRepository, TDeviceBucket } from './repository.ts';

/**
 * Folds device rollup buckets into the device report: per device, one row per label. Two buckets
 * share a label only on the night clocks go back (two local 02 hours); their energy adds up and
 * their power averages over both buckets' samples.
 */

type TPowerSums = Record<string, { sum: number; n: number }>;
type TAccumulator = { energy: Record<string, number>; power: TPowerSums };

const emptyAccumulator = (): TAccumulator => ({ energy: {}, power: {} });

function add(into: TAccumulator, energy: Record<string, number>, roleStats: Record<string, TStats>) {
  for (const role of deviceReportEnergyRoles) {
    const amount = energy[role];
    if (amount !== undefined) into.energy[role] = (into.energy[role] ?? 0) + amount;
  }
  for (const role of deviceReportPowerRoles) {
    const stats = roleStats[role];
    if (!stats || stats.n === 0) continue;
    const sums = (into.power[role] ??= { sum: 0, n: 0 });
    sums.sum += stats.sum;
    sums.n += stats.n;
  }
}

const amountsOf = ({ energy, power }: TAccumulator): TDeviceReportAmounts => ({
  energy,
  averagePower: Object.fromEntries(Object.entries(power).map(([role, { sum, n }]) => [role, sum / n])),
});

/** `buckets` in report order: by device, then by time. */
export function deviceReportOf(buckets: readonly TDeviceBucket[]): TDeviceReportDevice[] {
  const byDevice = new Map<
    string,
    { bucket: TDeviceBucket; rows: Map<string, TAccumulator>; total: TAccumulator }
  >();
  for (const bucket of buckets) {
    let device = byDevice.get(bucket.deviceId);
    if (!device) {
      device = { bucket, rows: new Map(), total: emptyAccumulator() };
      byDevice.set(bucket.deviceId, device);
    }
    let row = device.rows.get(bucket.label);
    if (!row) {
      row = emptyAccumulator();
      device.rows.set(bucket.label, row);
    }
    add(row, bucket.energy, bucket.roleStats);
    add(device.total, bucket.energy, bucket.roleStats);
  }
  return [...byDevice.values()]
    .map(({ bucket, rows, total }) => ({
      sn: bucket.sn,
      alias: bucket.alias,
      kind: bucket.kind,
      energyRoles: deviceReportEnergyRoles.filter((role) => role in total.energy),
      powerRoles: deviceReportPowerRoles.filter((role) => role in total.power),
      rows: [...rows].map(([label, row]) => ({ label, ...amountsOf(row) })),
      total: amountsOf(total),
    }))
    .filter((device) => device.energyRoles.length > 0 || device.powerRoles.length > 0);
}

/** The chart span a report query names: the day, month or year around its date. */
function spanOf({ period, date }: TDeviceReportQuery): Exclude<TChartSpan, { kind: 'total' }> {
  switch (period) {
    case 'day':
      return { kind: 'day', date };
    case 'month':
      return { kind: 'month', month: date.slice(0, 7) };
    case 'year':
      return { kind: 'year', year: Number(date.slice(0, 4)) };
  }
}

/** The report per device, bucketed and labelled as the plant's energy charts of the same span. */
export function createDeviceReportService(repository: DeviceReportRepository) {
  return {
    async report(plant: TPlantClock, query: TDeviceReportQuery): Promise<TDeviceReport> {
      const span = spanOf(query);
      const range = rangeOf(span);
      if (!range) throw new Error('a day, month or year span always has a range');
      const { period, label } = energySpans[span.kind];
      const buckets = await repository.buckets(plant, { period, range, label });
      return { timeZone: plant.timeZone, period: query.period, ...range, devices: deviceReportOf(buckets) };
    },
  };
}
