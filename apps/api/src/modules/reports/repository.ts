import type { Database } from '@sunfleet/db/connect';
import { and, eq, sql } from '@sunfleet/db/query';
import { deviceRollups, devices, type TRollupPeriod, type TStats } from '@sunfleet/db/telemetry-schema';
import {
  labelFormats,
  localMidnight,
  type TLabelFormat,
  type TPlantClock,
} from '../plants/chart-repository.ts';
import { kindOrder } from '../devices/repository.ts';
import type { TDateRange } from '../plants/plant-time.ts';

/** One rollup bucket of one device, labelled in the plant's local time. */
export type TDeviceBucket = {
  deviceId: string;
  sn: string;
  alias: string;
  kind: string;
  label: string;
  energy: Record<string, number>;
  roleStats: Record<string, TStats>;
};

/**
 * The device rollups of one plant's report. Rows are read by the rollup's plant, so a device moved
 * to another plant keeps its past in the plant it was in, as the plant rollups do. Callers check
 * the caller may see the plant first.
 */
export function createDeviceReportRepository(db: Database) {
  return {
    async buckets(
      plant: TPlantClock,
      options: { period: TRollupPeriod; range: TDateRange; label: TLabelFormat },
    ): Promise<TDeviceBucket[]> {
      const local = sql`(${deviceRollups.bucketStart} AT TIME ZONE ${plant.timeZone})`;
      return db
        .select({
          deviceId: devices.id,
          sn: devices.sn,
          alias: devices.alias,
          kind: devices.kind,
          label: sql<string>`to_char(${local}, ${sql.raw(`'${labelFormats[options.label]}'`)})`,
          energy: deviceRollups.energy,
          roleStats: deviceRollups.roleStats,
        })
        .from(deviceRollups)
        .innerJoin(devices, eq(devices.id, deviceRollups.deviceId))
        .where(
          and(
            eq(deviceRollups.plantId, plant.id),
            eq(deviceRollups.period, options.period),
            sql`${deviceRollups.bucketStart} >= ${localMidnight(options.range.from, plant.timeZone)}`,
            sql`${deviceRollups.bucketStart} < ${localMidnight(options.range.to, plant.timeZone)}`,
          ),
        )
        .orderBy(kindOrder, devices.sn, devices.id, deviceRollups.bucketStart);
    },
  };
}
export type DeviceReportRepository = ReturnType<typeof createDeviceReportRepository>;
