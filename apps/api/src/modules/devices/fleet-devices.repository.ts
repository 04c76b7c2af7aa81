import type {
  TDeviceDayCurve,
  TDeviceInfo,
  TFleetDevice,
  TFleetDeviceQuery,
} from '@sunfleet/contract/fleet-devices';
import type { TPage } from '@sunfleet/contract/paging';
import type { TStatusCounts } from '@sunfleet/contract/plants';
import type { Database } from '@sunfleet/db/connect';
import { and, asc, containing, eq, ilike, or, sql } from '@sunfleet/db/query';
import { deviceLatest, deviceRollups, devices, gateways, plants } from '@sunfleet/db/telemetry-schema';
import { findShippedDictionary } from '@sunfleet/protocols/dictionaries/catalog';
import type { TTenancy } from '../../tenancy.ts';
import { countsOf, isoOrNull } from '../plants/repository.ts';
import { localMidnight } from '../plants/chart-repository.ts';
import { visibleThrough } from './visibility.ts';

/** A fleet device row with its newest values by role. */
export type TFleetDeviceRow = TFleetDevice & { roles: Record<string, number> };

/** A device the caller sees, as a route acting on it needs it. */
export type TFleetDeviceRef = { id: string; sn: string; kind: string; plantId: string | null };

/**
 * The device screens' lists of one kind of device across every plant and gateway the caller sees
 * (batteries, weather stations …), a device's info card and day curve, and alias and delete. The
 * tenancy is the devices module's rule (`visibleThrough`), as for events.
 */
export function createFleetDevicesRepository(db: Database) {
  const visible = (tenancy: TTenancy) => visibleThrough(tenancy, devices.plantId, devices.gatewayId);

  function listWhere(kind: string, tenancy: TTenancy, query: Omit<TFleetDeviceQuery, 'page' | 'size'>) {
    const pattern = query.search ? containing(query.search) : undefined;
    return and(
      eq(devices.kind, kind),
      visible(tenancy),
      query.plantId === undefined ? undefined : eq(devices.plantId, query.plantId),
      query.status === undefined ? undefined : eq(devices.status, query.status),
      pattern === undefined ? undefined : or(ilike(devices.sn, pattern), ilike(devices.alias, pattern)),
    );
  }

  return {
    /** A page of the devices of `kind` the caller sees, by plant name then SN, with their newest values. */
    async list(kind: string, tenancy: TTenancy, query: TFleetDeviceQuery): Promise<TPage<TFleetDeviceRow>> {
      const where = listWhere(kind, tenancy, query);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: devices.id,
            sn: devices.sn,
            alias: devices.alias,
            status: devices.status,
            plantId: devices.plantId,
            plantName: plants.name,
            gatewaySn: gateways.sn,
            lastSeen: devices.lastSeenAt,
            roles: deviceLatest.roles,
          })
          .from(devices)
          .innerJoin(gateways, eq(gateways.id, devices.gatewayId))
          .leftJoin(plants, eq(plants.id, devices.plantId))
          .leftJoin(deviceLatest, eq(deviceLatest.deviceId, devices.id))
          .where(where)
          .orderBy(sql`${plants.name} NULLS LAST`, asc(devices.sn))
          .limit(query.size)
          .offset((query.page - 1) * query.size),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(devices)
          .where(where),
      ]);
      return {
        infos: rows.map(({ lastSeen, roles, ...row }) => ({
          ...row,
          roles: roles ?? {},
          lastSeen: isoOrNull(lastSeen),
        })),
        total: total?.total ?? 0,
      };
    },

    /** The devices of `kind` the caller sees, by status. */
    async counts(kind: string, tenancy: TTenancy, plantId?: string): Promise<TStatusCounts> {
      const rows = await db
        .select({ status: devices.status, total: sql<number>`count(*)::int` })
        .from(devices)
        .where(listWhere(kind, tenancy, { plantId }))
        .groupBy(devices.status);
      return countsOf(rows);
    },

    /** A device of `kind` by id or SN if the caller sees it. */
    async find(
      kind: string,
      tenancy: TTenancy,
      by: { id: string } | { sn: string },
    ): Promise<TFleetDeviceRef | undefined> {
      const [row] = await db
        .select({ id: devices.id, sn: devices.sn, kind: devices.kind, plantId: devices.plantId })
        .from(devices)
        .where(
          and(
            eq(devices.kind, kind),
            'id' in by ? eq(devices.id, by.id) : eq(devices.sn, by.sn),
            visible(tenancy),
          ),
        );
      return row;
    },

    /** What a device is and where it is (the caller's access was checked before). */
    async info(deviceId: string, firmwareVersion: string | null): Promise<TDeviceInfo | undefined> {
      const [row] = await db
        .select({
          id: devices.id,
          sn: devices.sn,
          alias: devices.alias,
          kind: devices.kind,
          status: devices.status,
          dictionaryId: devices.dictionaryId,
          plantId: devices.plantId,
          plantName: plants.name,
          plantTimeZone: plants.timeZone,
          gatewaySn: gateways.sn,
          lastSeen: devices.lastSeenAt,
          createdAt: devices.createdAt,
        })
        .from(devices)
        .innerJoin(gateways, eq(gateways.id, devices.gatewayId))
        .leftJoin(plants, eq(plants.id, devices.plantId))
        .where(eq(devices.id, deviceId));
      if (!row) return undefined;
      const dictionary = findShippedDictionary(row.dictionaryId);
      return {
        ...row,
        brand: dictionary?.brand ?? null,
        model: dictionary?.model ?? null,
        firmwareVersion,
        lastSeen: isoOrNull(row.lastSeen),
        createdAt: row.createdAt.toISOString(),
      };
    },

    /**
     * A device's 5-minute averages of `roles` over a local day of its plant (UTC without a plant),
     * labelled `HH:mm` on that clock.
     */
    async dayCurve(
      device: { id: string; plantTimeZone: string | null },
      date: string,
      roles: readonly string[],
    ): Promise<TDeviceDayCurve> {
      const timeZone = device.plantTimeZone ?? 'UTC';
      const from = localMidnight(date, timeZone);
      const rows = await db
        .select({
          time: sql<string>`to_char(${deviceRollups.bucketStart} AT TIME ZONE ${timeZone}, 'HH24:MI')`,
          stats: deviceRollups.roleStats,
        })
        .from(deviceRollups)
        .where(
          and(
            eq(deviceRollups.deviceId, device.id),
            eq(deviceRollups.period, '5m'),
            sql`${deviceRollups.bucketStart} >= ${from}`,
            sql`${deviceRollups.bucketStart} < ${localMidnight(date, timeZone)} + interval '1 day'`,
          ),
        )
        .orderBy(asc(deviceRollups.bucketStart));
      const points = rows.map(({ time, stats }) => ({
        time,
        values: Object.fromEntries(
          roles.flatMap((role) => {
            const stat = stats[role];
            return stat && stat.n > 0 ? [[role, stat.sum / stat.n]] : [];
          }),
        ),
      }));
      return { date, timeZone, points };
    },

    async rename(deviceId: string, alias: string): Promise<void> {
      await db.update(devices).set({ alias, updatedAt: new Date() }).where(eq(devices.id, deviceId));
    },

    /** Deletes a device with its values, rollups and events (their foreign keys cascade). */
    async remove(deviceId: string): Promise<void> {
      await db.delete(devices).where(eq(devices.id, deviceId));
    },
  };
}
export type FleetDevicesRepository = ReturnType<typeof createFleetDevicesRepository>;
