import type { Database } from '@sunfleet/db/connect';
import { and, asc, eq, sql } from '@sunfleet/db/query';
import { deviceRollups, type TRollupPeriod, type TStats } from '@sunfleet/db/telemetry-schema';
import { labelFormats, localMidnight, type TLabelFormat } from '../plants/chart-repository.ts';
import type { TDateRange } from '../plants/plant-time.ts';

/**
 * Chart data of one device from its rollups (never raw frames), on its plant's clock: 5-minute
 * averages of its values for a day, energy by role summed over day or month buckets. Callers
 * check the caller may see the device first.
 */

export type TDeviceClock = { id: string; timeZone: string };

const bucketsOf = (device: TDeviceClock, period: TRollupPeriod, range: TDateRange | null) =>
  and(
    eq(deviceRollups.deviceId, device.id),
    eq(deviceRollups.period, period),
    range ? sql`${deviceRollups.bucketStart} >= ${localMidnight(range.from, device.timeZone)}` : undefined,
    range ? sql`${deviceRollups.bucketStart} < ${localMidnight(range.to, device.timeZone)}` : undefined,
  );

const localLabel = (device: TDeviceClock, format: TLabelFormat) =>
  sql<string>`to_char(${deviceRollups.bucketStart} AT TIME ZONE ${device.timeZone}, ${sql.raw(`'${labelFormats[format]}'`)})`;

export function createDeviceChartRepository(db: Database) {
  return {
    /** Average of each value of `keys` in every 5-minute bucket of a local day, in the value's unit. */
    async curve(
      device: TDeviceClock,
      range: TDateRange,
      keys: readonly string[],
    ): Promise<{ time: string; values: (number | null)[] }[]> {
      const rows = await db
        .select({ time: localLabel(device, 'time'), stats: deviceRollups.valueStats })
        .from(deviceRollups)
        .where(bucketsOf(device, '5m', range))
        .orderBy(asc(deviceRollups.bucketStart));
      const mean = (stats: TStats | undefined) => (stats && stats.n > 0 ? stats.sum / stats.n : null);
      return rows.map(({ time, stats }) => ({ time, values: keys.map((key) => mean(stats[key])) }));
    },

    /**
     * Average of each of `roles` (in the role's unit, power in kW) in every 5-minute bucket of a
     * local day; a role without samples in a bucket is left out of its point.
     */
    async roleCurve(
      device: TDeviceClock,
      range: TDateRange,
      roles: readonly string[],
    ): Promise<{ time: string; values: Record<string, number> }[]> {
      const rows = await db
        .select({ time: localLabel(device, 'time'), stats: deviceRollups.roleStats })
        .from(deviceRollups)
        .where(bucketsOf(device, '5m', range))
        .orderBy(asc(deviceRollups.bucketStart));
      return rows.map(({ time, stats }) => ({
        time,
        values: Object.fromEntries(
          roles.flatMap((role) => {
            const stat = stats[role];
            return stat && stat.n > 0 ? [[role, stat.sum / stat.n]] : [];
          }),
        ),
      }));
    },

    /** Energy (kWh) of each role summed over buckets of `period`, grouped by a local label. */
    async energy(
      device: TDeviceClock,
      period: TRollupPeriod,
      range: TDateRange | null,
      label: TLabelFormat,
      roles: readonly string[],
    ): Promise<{ label: string; values: (number | null)[] }[]> {
      if (roles.length === 0) return [];
      const sums = roles.map((role) => sql<number | null>`sum((${deviceRollups.energy}->>${role})::float8)`);
      const rows = await db
        .select({
          label: localLabel(device, label),
          sums: sql<(number | null)[]>`json_build_array(${sql.join(sums, sql`, `)})`,
        })
        .from(deviceRollups)
        .where(bucketsOf(device, period, range))
        .groupBy(sql`1`)
        .orderBy(sql`1`);
      return rows.map((row) => ({ label: row.label, values: row.sums }));
    },
  };
}
export type DeviceChartRepository = ReturnType<typeof createDeviceChartRepository>;
