import type { TDeviceListQuery } from '@sunfleet/contract/inverters';
import type { TPage } from '@sunfleet/contract/paging';
import type { TStatusCounts } from '@sunfleet/contract/plants';
import type { Database } from '@sunfleet/db/connect';
import { and, asc, eq, ilike, or, sql, type SQL } from '@sunfleet/db/query';
import { protocolDictionaries } from '@sunfleet/db/protocol-schema';
import {
  chartParameterPicks,
  deviceLatest,
  deviceRollups,
  devices,
  gateways,
  plants,
  rawFrames,
  type TPlantRow,
} from '@sunfleet/db/telemetry-schema';
import type { TTenancy } from '../../tenancy.ts';
import { countsOf, isoOrNull } from '../plants/repository.ts';
import { visibleThrough } from './visibility.ts';

/**
 * Devices of one class (inverters, meters) across every plant and gateway the caller sees: the
 * device lists with their status counts, one device with its plant and gateway, and the changes
 * a user makes to a device (alias, master meter, delete). Tenancy is in every WHERE clause.
 */

export type TDeviceClass = 'inverter' | 'meter';

const classCondition: Record<TDeviceClass, SQL> = {
  inverter: sql`${devices.kind} LIKE 'inverter%'`,
  meter: sql`${devices.kind} = 'meter'`,
};

/** A device as the list and detail queries return it, before shaping per class. */
export type TFleetDevice = {
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
  plant: { id: string; name: string; timeZone: string } | null;
  roles: Record<string, number>;
  /** Energy by role of today's day bucket (plant's time zone). */
  today: Record<string, number> | null;
  lastSeen: string | null;
};

export function createFleetRepository(db: Database) {
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
    gatewayId,
    gatewayCompanyId,
    gatewayPlantId,
    gatewayStatus,
    gatewayLocked,
    ...row
  }: TRow): TFleetDevice => ({
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
  });

  const visible = (tenancy: TTenancy, deviceClass: TDeviceClass) =>
    and(classCondition[deviceClass], visibleThrough(tenancy, devices.plantId, devices.gatewayId));

  function filtered(
    tenancy: TTenancy,
    deviceClass: TDeviceClass,
    query: Omit<TDeviceListQuery, 'page' | 'size'>,
  ) {
    const keyword = query.keyword ? `%${query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
    return and(
      visible(tenancy, deviceClass),
      query.status ? eq(devices.status, query.status) : undefined,
      query.kind ? eq(devices.kind, query.kind) : undefined,
      keyword
        ? or(ilike(devices.sn, keyword), ilike(devices.alias, keyword), ilike(plants.name, keyword))
        : undefined,
    );
  }

  return {
    /** A page of the devices of a class the caller sees, by plant then SN. */
    async list(
      tenancy: TTenancy,
      deviceClass: TDeviceClass,
      query: TDeviceListQuery,
    ): Promise<TPage<TFleetDevice>> {
      const where = filtered(tenancy, deviceClass, query);
      const [rows, [total]] = await Promise.all([
        base()
          .where(where)
          .orderBy(asc(plants.name), asc(devices.sn))
          .limit(query.size)
          .offset((query.page - 1) * query.size),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(devices)
          .leftJoin(plants, eq(plants.id, devices.plantId))
          .where(where),
      ]);
      return { infos: rows.map(shape), total: total?.total ?? 0 };
    },

    /** Every device of a class the caller sees that meets the filters (the export), at most 10 000. */
    async all(
      tenancy: TTenancy,
      deviceClass: TDeviceClass,
      query: Omit<TDeviceListQuery, 'page' | 'size'>,
    ): Promise<TFleetDevice[]> {
      const rows = await base()
        .where(filtered(tenancy, deviceClass, query))
        .orderBy(asc(plants.name), asc(devices.sn))
        .limit(10_000);
      return rows.map(shape);
    },

    /** Devices of a class the caller sees, by status. */
    async counts(tenancy: TTenancy, deviceClass: TDeviceClass): Promise<TStatusCounts> {
      const rows = await db
        .select({ status: devices.status, total: sql<number>`count(*)::int` })
        .from(devices)
        .where(visible(tenancy, deviceClass))
        .groupBy(devices.status);
      return countsOf(rows);
    },

    /** One device of a class by id (access was checked by SN before), or undefined. */
    async find(deviceClass: TDeviceClass, id: string): Promise<TFleetDevice | undefined> {
      const [row] = await base().where(and(eq(devices.id, id), classCondition[deviceClass]));
      return row ? shape(row) : undefined;
    },

    async rename(id: string, alias: string): Promise<void> {
      await db.update(devices).set({ alias, updatedAt: new Date() }).where(eq(devices.id, id));
    },

    /** Deletes a device with its history (latest values, rollups, events cascade; raw frames by SN). */
    async delete(id: string, sn: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(rawFrames).where(eq(rawFrames.deviceSn, sn));
        await tx.delete(devices).where(eq(devices.id, id));
      });
    },

    /** Makes a meter its plant's master meter (and no other meter of the plant). */
    async makeMaster(plantId: string, meterId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(devices)
          .set({ isMasterMeter: false })
          .where(and(eq(devices.plantId, plantId), eq(devices.isMasterMeter, true)));
        await tx.update(devices).set({ isMasterMeter: true }).where(eq(devices.id, meterId));
      });
    },

    async parameterPicks(userId: string): Promise<string[] | undefined> {
      const [row] = await db
        .select({ keys: chartParameterPicks.keys })
        .from(chartParameterPicks)
        .where(eq(chartParameterPicks.userId, userId));
      return row?.keys;
    },

    async saveParameterPicks(userId: string, keys: string[]): Promise<void> {
      await db
        .insert(chartParameterPicks)
        .values({ userId, keys })
        .onConflictDoUpdate({
          target: chartParameterPicks.userId,
          set: { keys, updatedAt: new Date() },
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

    /** Dictionary ids of the inverters the caller sees (the chart parameters they may pick from). */
    async inverterDictionaries(tenancy: TTenancy): Promise<string[]> {
      const rows = await db
        .selectDistinct({ dictionaryId: devices.dictionaryId })
        .from(devices)
        .where(visible(tenancy, 'inverter'));
      return rows.map((row) => row.dictionaryId);
    },
  };
}
export type FleetRepository = ReturnType<typeof createFleetRepository>;
