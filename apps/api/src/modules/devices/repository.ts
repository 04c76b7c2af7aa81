import { cancelCommand } from '@sunfleet/commands/queue';
import type { TPlantDevice, TPlantDeviceCheck, TPlantInverter } from '@sunfleet/contract/devices';
import type { TPage, TPageQuery } from '@sunfleet/contract/paging';
import type { TStatusCounts } from '@sunfleet/contract/plants';
import type { TDeviceRelation } from '@sunfleet/contract/abilities';
import type { TDeviceStatus } from '@sunfleet/contract/enums';
import type { Database } from '@sunfleet/db/connect';
import {
  and,
  asc,
  builtOncePerShape,
  containing,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  or,
  placeholderFor,
  sql,
  type SQL,
  type SQLWrapper,
} from '@sunfleet/db/query';
import { protocolDictionaries } from '@sunfleet/db/protocol-schema';
import {
  deviceCounts,
  deviceLatest,
  deviceRollups,
  devices,
  gateways,
  plants,
  rawFrames,
  settingLocks,
  type TPlantRow,
} from '@sunfleet/db/telemetry-schema';
import { ZDeviceKind } from '@sunfleet/protocols/dictionary';
import type { TTenancy } from '../../tenancy.ts';
import { partWindows, type TPageWindow } from '../../page-window.ts';
import { placeholderTenancy, tenancyValues } from '../plants/access.ts';
import { countsOf, isoOrNull } from '../plants/repository.ts';
import { keyReadingsOf, operatingStateOf } from './device-readings.ts';
import { deviceRelation } from './access-repository.ts';
import { visibleCounterRows, visibleThrough } from './visibility.ts';

/**
 * Every device, whatever its kind (docs/adr/0042): one by SN within the caller's tenancy, the
 * fleet lists of one class with their counts, the devices of a plant, and the changes every kind
 * shares (alias, delete). Tenancy is in every WHERE clause; what differs per kind lives in the
 * kind's folder (`inverters/`, `meters/`, `batteries/`, `weather/`).
 */

/** The classes of device the screens list: every inverter type is one class. */
export type TDeviceClass = 'inverter' | 'meter' | 'battery' | 'weatherStation';

/** Each class as a condition on a column of device kinds (of devices, or of their counters). */
const classConditionsOf = (kind: SQLWrapper): Record<TDeviceClass, SQL> => ({
  inverter: sql`${kind} LIKE 'inverter%'`,
  meter: sql`${kind} = 'meter'`,
  battery: sql`${kind} = 'batteryBms'`,
  weatherStation: sql`${kind} = 'weatherStation'`,
});
const classCondition = classConditionsOf(devices.kind);
const isInverter = classCondition.inverter;

/** Inverters, meters, batteries, weather stations, then anything else; by SN within a kind. */
export const kindOrder = sql`CASE WHEN ${isInverter} THEN 0 WHEN ${devices.kind} = 'meter' THEN 1
  WHEN ${devices.kind} = 'batteryBms' THEN 2 WHEN ${devices.kind} = 'weatherStation' THEN 3 ELSE 4 END`;

/** What a fleet list is filtered by: every kind's list takes the same filters. */
export type TDeviceFilter = {
  status?: TDeviceStatus | undefined;
  /** Part of the SN, the alias or the plant's name. */
  search?: string | undefined;
  /** One device kind of the class (`inverterHybrid` …). */
  kind?: string | undefined;
  plantId?: string | undefined;
};

/** A device as every list and route acting on it reads it, before shaping per kind. */
export type TDeviceRow = {
  id: string;
  sn: string;
  alias: string;
  kind: string;
  status: TPlantRow['status'];
  dictionaryId: string;
  brand: string | null;
  model: string | null;
  ratedPower: number | null;
  isMaster: boolean;
  gatewaySn: string;
  /** The gateway the device is behind, as a command route needs it. */
  gateway: {
    id: string;
    sn: string;
    companyId: string | null;
    plantId: string | null;
    status: string;
    locked: boolean;
  };
  /** Null for a device on no plant yet: its gateway's company (or customer) sees it. */
  plant: { id: string; name: string; timeZone: string } | null;
  roles: Record<string, number>;
  /** Energy by role of today's day bucket (plant's time zone). */
  today: Record<string, number> | null;
  lastSeen: string | null;
  createdAt: string;
};

type TPlantClock = { id: string; timeZone: string };

/** A select of device ids, before its order and window. */
type TOrderable = {
  orderBy(...keys: SQL[]): { limit(limit: number): { offset(offset: number): Promise<{ id: string }[]> } };
};

export function createDeviceRepository(db: Database) {
  const zone = sql`coalesce(${plants.timeZone}, 'UTC')`;
  const deviceId = sql`${devices}.${sql.identifier(devices.id.name)}`;
  const today = sql<Record<string, number> | null>`(
    SELECT r.energy FROM ${deviceRollups} r
    WHERE r.device_id = ${deviceId} AND r.period = 'day'
      AND r.bucket_start = date_trunc('day', now() AT TIME ZONE ${zone}) AT TIME ZONE ${zone})`;

  const columns = {
    id: devices.id,
    sn: devices.sn,
    alias: devices.alias,
    kind: devices.kind,
    status: devices.status,
    dictionaryId: devices.dictionaryId,
    brand: protocolDictionaries.brand,
    model: protocolDictionaries.model,
    ratedPower: devices.ratedPowerKw,
    isMaster: devices.isMasterMeter,
    gatewaySn: gateways.sn,
    gatewayId: gateways.id,
    gatewayCompanyId: gateways.companyId,
    gatewayPlantId: gateways.plantId,
    gatewayStatus: gateways.status,
    gatewayLocked: gateways.locked,
    plantId: plants.id,
    plantName: plants.name,
    timeZone: plants.timeZone,
    roles: deviceLatest.roles,
    today,
    lastSeen: devices.lastSeenAt,
    createdAt: devices.createdAt,
  };

  const base = () =>
    db
      .select(columns)
      .from(devices)
      .innerJoin(gateways, eq(gateways.id, devices.gatewayId))
      .leftJoin(plants, eq(plants.id, devices.plantId))
      .leftJoin(deviceLatest, eq(deviceLatest.deviceId, devices.id))
      .leftJoin(protocolDictionaries, eq(protocolDictionaries.id, devices.dictionaryId));

  type TRow = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];
  const shape = ({
    plantId,
    plantName,
    timeZone,
    roles,
    lastSeen,
    createdAt,
    gatewayId,
    gatewayCompanyId,
    gatewayPlantId,
    gatewayStatus,
    gatewayLocked,
    ...row
  }: TRow): TDeviceRow => ({
    ...row,
    gateway: {
      id: gatewayId,
      sn: row.gatewaySn,
      companyId: gatewayCompanyId,
      plantId: gatewayPlantId,
      status: gatewayStatus,
      locked: gatewayLocked,
    },
    plant: plantId ? { id: plantId, name: plantName ?? '', timeZone: timeZone ?? 'UTC' } : null,
    roles: roles ?? {},
    lastSeen: isoOrNull(lastSeen),
    createdAt: createdAt.toISOString(),
  });

  const visible = (tenancy: TTenancy) => visibleThrough(tenancy, devices.plantId, devices.gatewayId);

  function filtered(tenancy: TTenancy, deviceClass: TDeviceClass, filter: TDeviceFilter) {
    const pattern = filter.search ? containing(filter.search) : undefined;
    return and(
      classCondition[deviceClass],
      visible(tenancy),
      filter.plantId === undefined ? undefined : eq(devices.plantId, filter.plantId),
      filter.status === undefined ? undefined : eq(devices.status, filter.status),
      filter.kind === undefined ? undefined : eq(devices.kind, filter.kind),
      pattern === undefined
        ? undefined
        : or(ilike(devices.sn, pattern), ilike(devices.alias, pattern), ilike(plants.name, pattern)),
    );
  }

  /** Devices by status, and how many of them are on plants: of the counters or of the rows. */
  type TCounted = { status: TPlantRow['status']; total: number; onPlants: number };

  const counterClassCondition = classConditionsOf(deviceCounts.kind);
  /** From the counters (`visibleCounterRows`), built once per scope, class and filter shape. */
  type TCounterShape = {
    scope: TTenancy['scope'];
    deviceClass: TDeviceClass;
    byStatus: boolean;
    byKind: boolean;
  };
  const counterQuery = builtOncePerShape(
    ({ scope, deviceClass, byStatus, byKind }: TCounterShape) =>
      `${scope} ${deviceClass} ${byStatus} ${byKind}`,
    ({ scope, deviceClass, byStatus, byKind }) =>
      db
        .select({
          status: deviceCounts.status,
          total: sql<number>`sum(${deviceCounts.total})::int`,
          onPlants: sql<number>`coalesce(sum(${deviceCounts.total}) FILTER (WHERE ${deviceCounts.onPlant}), 0)::int`,
        })
        .from(deviceCounts)
        .where(
          and(
            counterClassCondition[deviceClass],
            visibleCounterRows(
              placeholderTenancy(scope),
              deviceCounts.plantCompanyKey,
              deviceCounts.gatewayCompanyKey,
            ),
            byStatus ? eq(deviceCounts.status, placeholderFor('status')) : undefined,
            byKind ? eq(deviceCounts.kind, placeholderFor('kind')) : undefined,
          ),
        )
        .groupBy(deviceCounts.status),
  );

  /**
   * The devices of a class the caller sees that meet the filter, by status: from the counters where
   * the caller sees whole companies and the filter is of the counters' keys (ADR 0064), else by
   * counting rows.
   */
  async function countedByStatus(
    tenancy: TTenancy,
    deviceClass: TDeviceClass,
    filter: TDeviceFilter,
  ): Promise<TCounted[]> {
    // Status and kind are keys of the counters; any other filter narrows to rows they do not key.
    const { status: _status, kind: _kind, ...narrowing } = filter;
    const isCounted =
      Object.values(narrowing).every((value) => !value) &&
      visibleCounterRows(tenancy, deviceCounts.plantCompanyKey, deviceCounts.gatewayCompanyKey) !== undefined;
    if (isCounted) {
      const shape = {
        scope: tenancy.scope,
        deviceClass,
        byStatus: filter.status !== undefined,
        byKind: filter.kind !== undefined,
      };
      return counterQuery(shape).execute({
        ...tenancyValues(tenancy),
        status: filter.status ?? null,
        kind: filter.kind ?? null,
      });
    }
    return db
      .select({
        status: devices.status,
        total: sql<number>`count(*)::int`,
        onPlants: sql<number>`count(${devices.plantId})::int`,
      })
      .from(devices)
      .leftJoin(plants, eq(plants.id, devices.plantId))
      .where(filtered(tenancy, deviceClass, filter))
      .groupBy(devices.status);
  }

  /** By plant name (devices on no plant last), then SN. */
  const listOrder = [sql`${plants.name} NULLS LAST`, asc(devices.sn)];

  /**
   * Ids of a window of devices in the order of `keys`, chosen by those alone: through the indexes
   * on plant name and on (plant, SN), so a page reads its own rows and the rows it steps over, not
   * every device (docs/adr/0051).
   */
  async function pageIds(
    window: TPageWindow,
    query: { where(where: SQL | undefined): TOrderable },
    where: SQL | undefined,
    keys: SQLWrapper[],
  ): Promise<string[]> {
    if (window.limit === 0) return [];
    const rows = await query
      .where(where)
      .orderBy(...keys.map((key) => (window.isReversed ? desc(key) : asc(key))))
      .limit(window.limit)
      .offset(window.offset);
    return rows.map((row) => row.id);
  }

  /** A page of a plant's devices (those meeting `condition`) with their newest readings. */
  async function plantDevices(
    plant: TPlantClock,
    page: TPageQuery,
    condition?: SQL,
  ): Promise<TPage<TPlantDevice>> {
    const where = and(eq(devices.plantId, plant.id), condition);
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
          dictionaryId: devices.dictionaryId,
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
    const infos = rows.map(({ roles, lastSeen, dictionaryId, ...row }) => {
      const kind = ZDeviceKind.parse(row.kind);
      return {
        ...row,
        kind,
        operatingState: operatingStateOf({ ...row, dictionaryId, roles: roles ?? {} }),
        ...keyReadingsOf(kind, roles ?? {}),
        lastSeen: isoOrNull(lastSeen),
      };
    });
    return { infos, total: total?.total ?? 0 };
  }

  return {
    /** A device or gateway by SN if the caller may see it (the routes' declared device access). */
    async findVisible(
      tenancy: TTenancy,
      sn: string,
    ): Promise<{ kind: 'device' | 'gateway'; id: string } | undefined> {
      const [device] = await db
        .select({ id: devices.id })
        .from(devices)
        .where(and(eq(devices.sn, sn), visible(tenancy)));
      if (device) return { kind: 'device', id: device.id };
      const [gateway] = await db
        .select({ id: gateways.id })
        .from(gateways)
        .where(and(eq(gateways.sn, sn), visibleThrough(tenancy, gateways.plantId, gateways.id)));
      return gateway ? { kind: 'gateway', id: gateway.id } : undefined;
    },

    /**
     * A device of a class (or of any of several) by id or SN: within `tenancy`, or `'resolved'` when the route's declared
     * device access already found it within the caller's tenancy.
     */
    async find(
      deviceClass: TDeviceClass | readonly TDeviceClass[],
      by: { id: string } | { sn: string },
      tenancy: TTenancy | 'resolved',
    ): Promise<TDeviceRow | undefined> {
      const classes: readonly TDeviceClass[] = typeof deviceClass === 'string' ? [deviceClass] : deviceClass;
      const [row] = await base().where(
        and(
          or(...classes.map((each) => classCondition[each])),
          'id' in by ? eq(devices.id, by.id) : eq(devices.sn, by.sn),
          tenancy === 'resolved' ? undefined : visible(tenancy),
        ),
      );
      return row ? shape(row) : undefined;
    },

    /** A page of the devices of a class the caller sees, by plant then SN. */
    async list(
      tenancy: TTenancy,
      deviceClass: TDeviceClass,
      filter: TDeviceFilter,
      page: TPageQuery,
    ): Promise<TPage<TDeviceRow & { relation: TDeviceRelation }>> {
      const where = filtered(tenancy, deviceClass, filter);
      const counted = await countedByStatus(tenancy, deviceClass, filter);
      const total = counted.reduce((sum, row) => sum + row.total, 0);
      const onPlantCount = counted.reduce((sum, row) => sum + row.onPlants, 0);
      // Devices on plants come first, by plant name and SN; the rest by SN (`listOrder`).
      const [onPlants, elsewhere] = partWindows(onPlantCount, total, page);
      const ids = [
        ...(await pageIds(
          onPlants,
          db.select({ id: devices.id }).from(devices).innerJoin(plants, eq(plants.id, devices.plantId)),
          where,
          [plants.name, devices.sn],
        )),
        ...(await pageIds(
          elsewhere,
          db.select({ id: devices.id }).from(devices).leftJoin(plants, eq(plants.id, devices.plantId)),
          and(where, isNull(devices.plantId)),
          [devices.sn],
        )),
      ];
      if (ids.length === 0) return { infos: [], total };
      const [rows, relations] = await Promise.all([
        base()
          .where(inArray(devices.id, ids))
          .orderBy(...listOrder),
        db
          .select({ id: devices.id, relation: deviceRelation(tenancy) })
          .from(devices)
          .leftJoin(plants, eq(plants.id, devices.plantId))
          .where(inArray(devices.id, ids)),
      ]);
      // Each row says what the caller may do to it, so a list screen never asks once per row.
      const relationOf = new Map(relations.map((row) => [row.id, row.relation]));
      return {
        infos: rows.map((row) => ({ ...shape(row), relation: relationOf.get(row.id) ?? 'visitor' })),
        total,
      };
    },

    /** Every device of a class the caller sees that meets the filter (the exports), at most 10 000. */
    async all(tenancy: TTenancy, deviceClass: TDeviceClass, filter: TDeviceFilter): Promise<TDeviceRow[]> {
      const rows = await base()
        .where(filtered(tenancy, deviceClass, filter))
        .orderBy(...listOrder)
        .limit(10_000);
      return rows.map(shape);
    },

    /** Devices of a class the caller sees (on one plant if named), by status. */
    async counts(tenancy: TTenancy, deviceClass: TDeviceClass, plantId?: string): Promise<TStatusCounts> {
      return countsOf(await countedByStatus(tenancy, deviceClass, { plantId }));
    },

    async rename(id: string, alias: string): Promise<void> {
      await db.update(devices).set({ alias, updatedAt: new Date() }).where(eq(devices.id, id));
    },

    /**
     * Deletes a device and everything it reported, in one transaction, alike for every kind: raw
     * frames and its settings lock (by SN), then the row, whose latest values, rollups, queued
     * rollup samples and events cascade. Its commands stay as the audit of what was done to it;
     * those still queued are cancelled, so none reaches a device that is gone. `alsoInTransaction`
     * writes what must commit with it (the maintenance log's row).
     */
    async delete(
      device: Pick<TDeviceRow, 'id' | 'sn'>,
      alsoInTransaction: (tx: Database) => Promise<void>,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(rawFrames).where(eq(rawFrames.deviceSn, device.sn));
        await tx.delete(settingLocks).where(eq(settingLocks.deviceSn, device.sn));
        const queued = await tx.execute(
          sql`SELECT id FROM commands WHERE device_sn = ${device.sn} AND state = 'queued'`,
        );
        for (const { id } of (queued as { rows: { id: string }[] }).rows)
          await cancelCommand(tx, id, 'the device was deleted');
        await tx.delete(devices).where(eq(devices.id, device.id));
        await alsoInTransaction(tx);
      });
    },

    /** A dictionary a company imported or made (shipped ones are in @sunfleet/protocols). */
    async storedDictionary(id: string): Promise<unknown> {
      const [row] = await db
        .select({ dictionary: protocolDictionaries.dictionary })
        .from(protocolDictionaries)
        .where(eq(protocolDictionaries.id, id));
      return row?.dictionary;
    },

    /** Dictionary ids of the devices of a class the caller sees. */
    async dictionariesOf(tenancy: TTenancy, deviceClass: TDeviceClass): Promise<string[]> {
      const rows = await db
        .selectDistinct({ dictionaryId: devices.dictionaryId })
        .from(devices)
        .where(and(classCondition[deviceClass], visible(tenancy)));
      return rows.map((row) => row.dictionaryId);
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
            inverters: kindCount(classCondition.inverter),
            meters: kindCount(classCondition.meter),
            batteries: kindCount(classCondition.battery),
            weatherStations: kindCount(classCondition.weatherStation),
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
