import type { TLang } from '@sunfleet/contract/lang';
import type { TPage, TPageQuery } from '@sunfleet/contract/paging';
import type { TPlantDevice, TPlantDeviceCheck, TPlantInverter } from '@sunfleet/contract/devices';
import type { TEventCounts } from '@sunfleet/contract/events';
import type { TStatusCounts } from '@sunfleet/contract/plants';
import type { TPlantWeather } from '@sunfleet/contract/weather';
import type { TEvent } from '@sunfleet/contract/events';
import type { Database } from '@sunfleet/db/connect';
import { and, asc, desc, eq, gte, sql, type SQL } from '@sunfleet/db/query';
import {
  deviceLatest,
  deviceRollups,
  devices,
  events,
  gateways,
  plants,
  type TEventRow,
} from '@sunfleet/db/telemetry-schema';
import { ZDeviceKind } from '@sunfleet/protocols/dictionary';
import type { TTenancy } from '../../tenancy.ts';
import { ownedOrSharedWith, visiblePlantIds } from './access.ts';
import { keyReadingsOf } from './device-readings.ts';
import { isoOrNull } from './repository.ts';

/**
 * The devices and events of plants: per plant (the caller's access to it checked by the service)
 * or across every plant the caller sees (the tenancy in the query).
 */

const isInverter = sql`${devices.kind} LIKE 'inverter%'`;

/** Events of the plants a tenancy sees (and that meet `condition`). */
const eventsOfVisiblePlants = (tenancy: TTenancy, condition?: SQL) =>
  sql`${events.plantId} IN (${visiblePlantIds(tenancy, condition)})`;

const toEvent = (row: TEventRow, lang: TLang): TEvent => ({
  id: row.id,
  sn: row.sourceSn,
  plantId: row.plantId,
  code: row.code,
  name: row.name[lang] ?? row.name.en,
  level: row.level,
  openedAt: row.openedAt.toISOString(),
  closedAt: row.closedAt?.toISOString() ?? null,
  durationSeconds: row.durationSeconds,
});

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

  async function eventCounts(where: SQL | undefined): Promise<TEventCounts> {
    const count = (condition: SQL) => sql<number>`count(*) FILTER (WHERE ${condition})::int`;
    const [row] = await db
      .select({
        all: sql<number>`count(*)::int`,
        open: count(sql`${events.closedAt} IS NULL`),
        fault: count(sql`${events.level} = 'fault'`),
        warning: count(sql`${events.level} = 'warning'`),
        offline: count(sql`${events.level} = 'offline'`),
      })
      .from(events)
      .where(where);
    return row ?? { all: 0, open: 0, fault: 0, warning: 0, offline: 0 };
  }

  return {
    /** Inverters of a plant by status. */
    async inverterCounts(plantId: string): Promise<TStatusCounts> {
      const rows = await db
        .select({ status: devices.status, total: sql<number>`count(*)::int` })
        .from(devices)
        .where(and(eq(devices.plantId, plantId), isInverter))
        .groupBy(devices.status);
      const counts: TStatusCounts = { all: 0, normal: 0, offline: 0, warning: 0, fault: 0, updating: 0 };
      for (const row of rows) {
        counts[row.status] = row.total;
        counts.all += row.total;
      }
      return counts;
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

    /**
     * The newest reading of the plant's weather station: of the first (by SN) that has reported
     * and is not offline, or else of the first that has reported at all. With it, the station's
     * irradiation of the plant's day up to `at`.
     */
    async weather(plantId: string, at: Date = new Date()): Promise<TPlantWeather> {
      const role = (name: string) =>
        sql<number | null>`(${deviceLatest.roles}->>${sql.raw(`'${name}'`)})::float8`;
      const now = sql`${at.toISOString()}::timestamptz`;
      const zone = plants.timeZone;
      const deviceId = sql`${devices}.${sql.identifier(devices.id.name)}`;
      // Irradiation (kWh/m²) is irradiance over time: each hour's mean irradiance (W/m²) times
      // the part of the hour gone by, over the hours of the plant's local day. Hours without a
      // reading add nothing. Null before the first reading of the day.
      const irradiationToday = sql<number | null>`(
        SELECT sum((r.role_stats->'irradiance'->>'sum')::float8
            / nullif((r.role_stats->'irradiance'->>'n')::float8, 0)
            * least(extract(epoch FROM ${now} - r.bucket_start) / 3600, 1)) / 1000
        FROM ${deviceRollups} r
        WHERE r.device_id = ${deviceId} AND r.period = 'hour'
          AND r.bucket_start >= date_trunc('day', ${now} AT TIME ZONE ${zone}) AT TIME ZONE ${zone}
          AND r.bucket_start < ${now})`;
      const [row] = await db
        .select({
          sn: devices.sn,
          status: devices.status,
          readAt: deviceLatest.readAt,
          irradiance: role('irradiance'),
          ambientTemperature: role('ambientTemperature'),
          moduleTemperature: role('moduleTemperature'),
          windSpeed: role('windSpeed'),
          windDirection: role('windDirection'),
          humidity: role('humidity'),
          irradiationToday,
        })
        .from(devices)
        .innerJoin(deviceLatest, eq(deviceLatest.deviceId, devices.id))
        .innerJoin(plants, eq(plants.id, devices.plantId))
        .where(and(eq(devices.plantId, plantId), eq(devices.kind, 'weatherStation')))
        .orderBy(sql`${devices.status} = 'offline'`, asc(devices.sn))
        .limit(1);
      return row ? { ...row, readAt: row.readAt.toISOString() } : null;
    },

    plantEventCounts: (plantId: string) => eventCounts(eq(events.plantId, plantId)),

    visibleEventCounts: (tenancy: TTenancy) => eventCounts(eventsOfVisiblePlants(tenancy)),

    /** Events of the plants a user owns or is shared, as far as the caller sees them. */
    userEventCounts: (tenancy: TTenancy, userId: string) =>
      eventCounts(eventsOfVisiblePlants(tenancy, ownedOrSharedWith(userId))),

    /** A plant's events, newest first. */
    async plantEvents(plantId: string, page: TPageQuery & { state?: 'open' | 'closed' }, lang: TLang) {
      const where = and(
        eq(events.plantId, plantId),
        page.state === 'open' ? sql`${events.closedAt} IS NULL` : undefined,
        page.state === 'closed' ? sql`${events.closedAt} IS NOT NULL` : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(events)
          .where(where)
          .orderBy(desc(events.openedAt), desc(events.id))
          .limit(page.size)
          .offset((page.page - 1) * page.size),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(events)
          .where(where),
      ]);
      return { infos: rows.map((row) => toEvent(row, lang)), total: total?.total ?? 0 };
    },

    /** Events opened since an instant on the plants the caller sees, newest first (at most 100). */
    async eventsSince(tenancy: TTenancy, since: Date, lang: TLang): Promise<TEvent[]> {
      const rows = await db
        .select()
        .from(events)
        .where(and(eventsOfVisiblePlants(tenancy), gte(events.openedAt, since)))
        .orderBy(desc(events.openedAt), desc(events.id))
        .limit(100);
      return rows.map((row) => toEvent(row, lang));
    },
  };
}
export type DeviceRepository = ReturnType<typeof createDeviceRepository>;
