import type { TPlantDevice, TPlantDeviceCheck, TPlantInverter } from '@sunfleet/contract/devices';
import type { TPage, TPageQuery } from '@sunfleet/contract/paging';
import type { TStatusCounts } from '@sunfleet/contract/plants';
import type { Database } from '@sunfleet/db/connect';
import { and, asc, eq, sql, type SQL } from '@sunfleet/db/query';
import { deviceLatest, deviceRollups, devices, gateways } from '@sunfleet/db/telemetry-schema';
import { ZDeviceKind } from '@sunfleet/protocols/dictionary';
import type { TTenancy } from '../../tenancy.ts';
import { countsOf, isoOrNull } from '../plants/repository.ts';
import { keyReadingsOf } from './device-readings.ts';
import { visibleThrough } from './visibility.ts';

/**
 * Devices and gateways: one by SN within the caller's tenancy, and the devices of a plant (the
 * caller's access to the plant is checked before).
 */

const isInverter = sql`${devices.kind} LIKE 'inverter%'`;

/** Inverters, meters, batteries, weather stations, then anything else; by SN within a kind. */
export const kindOrder = sql`CASE WHEN ${isInverter} THEN 0 WHEN ${devices.kind} = 'meter' THEN 1
  WHEN ${devices.kind} = 'batteryBms' THEN 2 WHEN ${devices.kind} = 'weatherStation' THEN 3 ELSE 4 END`;

type TPlantClock = { id: string; timeZone: string };

export function createDeviceRepository(db: Database) {
  /** A page of a plant's devices (those meeting `condition`) with their newest readings. */
  async function plantDevices(
    plant: TPlantClock,
    page: TPageQuery,
    condition?: SQL,
  ): Promise<TPage<TPlantDevice>> {
    const where = and(eq(devices.plantId, plant.id), condition);
    const deviceId = sql`${devices}.${sql.identifier(devices.id.name)}`;
    // Today's PV energy of an inverter: its day rollup in the plant's time zone.
    const energyToday = sql<number | null>`CASE WHEN ${isInverter} THEN coalesce((
      SELECT (r.energy->>'pvEnergyTotal')::float8 FROM ${deviceRollups} r
      WHERE r.device_id = ${deviceId} AND r.period = 'day'
        AND r.bucket_start = date_trunc('day', now() AT TIME ZONE ${plant.timeZone}) AT TIME ZONE ${plant.timeZone}), 0) END`;
    const [rows, [total]] = await Promise.all([
      db
        .select({
          sn: devices.sn,
          alias: devices.alias,
          kind: devices.kind,
          status: devices.status,
          gatewaySn: gateways.sn,
          roles: deviceLatest.roles,
          energyToday,
          lastSeen: devices.lastSeenAt,
        })
        .from(devices)
        .innerJoin(gateways, eq(gateways.id, devices.gatewayId))
        .leftJoin(deviceLatest, eq(deviceLatest.deviceId, devices.id))
        .where(where)
        .orderBy(kindOrder, asc(devices.sn))
        .limit(page.size)
        .offset((page.page - 1) * page.size),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(devices)
        .where(where),
    ]);
    const infos = rows.map(({ roles, lastSeen, ...row }) => {
      const kind = ZDeviceKind.parse(row.kind);
      return { ...row, kind, ...keyReadingsOf(kind, roles ?? {}), lastSeen: isoOrNull(lastSeen) };
    });
    return { infos, total: total?.total ?? 0 };
  }

  return {
    /** A device or gateway by SN if the caller may see it. */
    async findVisible(
      tenancy: TTenancy,
      sn: string,
    ): Promise<{ kind: 'device' | 'gateway'; id: string } | undefined> {
      const [device] = await db
        .select({ id: devices.id })
        .from(devices)
        .where(and(eq(devices.sn, sn), visibleThrough(tenancy, devices.plantId, devices.gatewayId)));
      if (device) return { kind: 'device', id: device.id };
      const [gateway] = await db
        .select({ id: gateways.id })
        .from(gateways)
        .where(and(eq(gateways.sn, sn), visibleThrough(tenancy, gateways.plantId, gateways.id)));
      return gateway ? { kind: 'gateway', id: gateway.id } : undefined;
    },

    /** Inverters of a plant by status. */
    async inverterCounts(plantId: string): Promise<TStatusCounts> {
      const rows = await db
        .select({ status: devices.status, total: sql<number>`count(*)::int` })
        .from(devices)
        .where(and(eq(devices.plantId, plantId), isInverter))
        .groupBy(devices.status);
      return countsOf(rows);
    },

    /** How many gateways and devices of each kind a plant has. */
    async deviceCheck(plantId: string): Promise<TPlantDeviceCheck> {
      const kindCount = (condition: SQL) => sql<number>`count(*) FILTER (WHERE ${condition})::int`;
      const [[kinds], [gatewayCount]] = await Promise.all([
        db
          .select({
            inverters: kindCount(isInverter),
            meters: kindCount(sql`${devices.kind} = 'meter'`),
            batteries: kindCount(sql`${devices.kind} = 'batteryBms'`),
            weatherStations: kindCount(sql`${devices.kind} = 'weatherStation'`),
          })
          .from(devices)
          .where(eq(devices.plantId, plantId)),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(gateways)
          .where(eq(gateways.plantId, plantId)),
      ]);
      return {
        gateways: gatewayCount?.total ?? 0,
        inverters: kinds?.inverters ?? 0,
        meters: kinds?.meters ?? 0,
        batteries: kinds?.batteries ?? 0,
        weatherStations: kinds?.weatherStations ?? 0,
      };
    },

    async deviceIdsOf(plantId: string): Promise<Set<string>> {
      const rows = await db.select({ id: devices.id }).from(devices).where(eq(devices.plantId, plantId));
      return new Set(rows.map((row) => row.id));
    },

    /** A plant's inverters with PV power now and today's PV energy (from the day rollup). */
    async inverters(plant: TPlantClock, page: TPageQuery): Promise<TPage<TPlantInverter>> {
      const { infos, total } = await plantDevices(plant, page, isInverter);
      return {
        infos: infos.map(({ soc: _soc, irradiance: _irradiance, energyToday, ...inverter }) => ({
          ...inverter,
          energyToday: energyToday ?? 0,
        })),
        total,
      };
    },

    /** Every device of a plant, inverters first, with the readings that matter for its kind. */
    devices: (plant: TPlantClock, page: TPageQuery): Promise<TPage<TPlantDevice>> =>
      plantDevices(plant, page),
  };
}
export type DeviceRepository = ReturnType<typeof createDeviceRepository>;
