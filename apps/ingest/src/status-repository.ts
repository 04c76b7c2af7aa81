import type { TDeviceStatus } from '@sunfleet/contract/enums';
import { and, eq, inArray, isNull, jsonRecords, lt, ne, sql } from '@sunfleet/db/query';
import { devices, events, gateways, type TEventLevel } from '@sunfleet/db/telemetry-schema';
import type { TLocalizedName } from '@sunfleet/protocols/dictionary';
import { deviceStatusOf, refreshPlantStatuses, setStatuses } from '@sunfleet/db/statuses';
import { openCodesByOrigin, type Queryable } from './repository.ts';

export type TEventOpening = {
  sourceSn: string;
  deviceId?: string | null;
  gatewayId?: string | null;
  plantId?: string | null;
  origin: string;
  code: string;
  name: TLocalizedName;
  level: TEventLevel;
  at: Date;
};

/** Opens events; a code already open for the same source stays as it is. */
export async function openEvents(db: Queryable, openings: TEventOpening[]): Promise<void> {
  if (openings.length === 0) return;
  await db
    .insert(events)
    .values(
      openings.map(({ at, ...opening }) => ({
        ...opening,
        deviceId: opening.deviceId ?? null,
        gatewayId: opening.gatewayId ?? null,
        plantId: opening.plantId ?? null,
        openedAt: at,
      })),
    )
    .onConflictDoNothing();
}

/** An open event to close: the one of `code` of a source, as of `at`. */
export type TEventClosing = { sourceSn: string; code: string; at: Date };

/**
 * Closes open events, each with its duration, in one statement: a fleet back after an outage
 * closes the offline events of every device at once.
 */
export async function closeEvents(db: Queryable, closings: TEventClosing[]): Promise<void> {
  if (closings.length === 0) return;
  const rows = closings.map(({ sourceSn, code, at }) => ({ sourceSn, code, at: at.toISOString() }));
  await db.execute(sql`
    UPDATE events SET closed_at = closing.at,
      duration_seconds = greatest(0, round(extract(epoch from (closing.at - events.opened_at))))::int
    FROM ${jsonRecords(rows)} AS closing ("sourceSn" text, code text, at timestamptz)
    WHERE events.source_sn = closing."sourceSn" AND events.code = closing.code
      AND events.closed_at IS NULL`);
}

/** Codes of the open events of one origin of a source (the flags of an alarm word that are set). */
export async function openCodesOf(db: Queryable, sourceSns: string[]): Promise<Map<string, Set<string>>> {
  if (sourceSns.length === 0) return new Map();
  return openCodesByOrigin(
    await db
      .select({ sourceSn: events.sourceSn, origin: events.origin, code: events.code })
      .from(events)
      .where(and(inArray(events.sourceSn, sourceSns), isNull(events.closedAt))),
  );
}

/**
 * Re-derives the status of devices from their open events and upgrade flag. Devices that just
 * reported are online; others keep offline if they were. Returns the plants whose devices changed.
 */
export async function refreshDeviceStatuses(
  db: Queryable,
  deviceIds: string[],
  { justReported }: { justReported: boolean },
): Promise<string[]> {
  if (deviceIds.length === 0) return [];
  const rows = await db
    .select({
      id: devices.id,
      plantId: devices.plantId,
      status: devices.status,
      isUpdating: sql<boolean>`${devices.updatingSince} IS NOT NULL`,
      levels: sql<
        TEventLevel[]
      >`coalesce(array_agg(${events.level}) FILTER (WHERE ${events.id} IS NOT NULL), '{}')`,
    })
    .from(devices)
    .leftJoin(
      events,
      and(eq(events.deviceId, devices.id), isNull(events.closedAt), ne(events.origin, offlineOrigin)),
    )
    .where(inArray(devices.id, deviceIds))
    .groupBy(devices.id);
  const changed = rows.flatMap((row) => {
    const status = deviceStatusOf({
      isOffline: !justReported && row.status === 'offline',
      isUpdating: row.isUpdating,
      openEventLevels: row.levels,
    });
    return status === row.status ? [] : [{ id: row.id, plantId: row.plantId, status }];
  });
  await setStatuses(db, 'devices', changed);
  return [...new Set(changed.flatMap((device) => device.plantId ?? []))];
}

/** Origin and code of the event the offline sweep opens. */
export const offlineOrigin = 'offline';
export const offlineName: TLocalizedName = { en: 'Offline', zh: '离线', es: 'Desconectado' };

/**
 * Marks devices and gateways silent since `cutoff` offline and opens an offline event for each,
 * dated when they were last heard. Returns the plants whose status may have changed.
 */
export async function markSilentOffline(db: Queryable, cutoff: Date): Promise<string[]> {
  const silentDevices = await db
    .update(devices)
    .set({ status: 'offline' satisfies TDeviceStatus, updatedAt: sql`now()` })
    .where(and(ne(devices.status, 'offline'), lt(devices.lastSeenAt, cutoff)))
    .returning({
      id: devices.id,
      sn: devices.sn,
      gatewayId: devices.gatewayId,
      plantId: devices.plantId,
      lastSeenAt: devices.lastSeenAt,
    });
  const silentGateways = await db
    .update(gateways)
    .set({ status: 'offline', updatedAt: sql`now()` })
    .where(and(ne(gateways.status, 'offline'), lt(gateways.lastSeenAt, cutoff)))
    .returning({
      id: gateways.id,
      sn: gateways.sn,
      plantId: gateways.plantId,
      lastSeenAt: gateways.lastSeenAt,
    });
  const offline = (source: { sn: string; plantId: string | null; lastSeenAt: Date | null }) => ({
    sourceSn: source.sn,
    plantId: source.plantId,
    origin: offlineOrigin,
    code: offlineOrigin,
    name: offlineName,
    level: 'offline' as const,
    at: source.lastSeenAt ?? cutoff,
  });
  await openEvents(db, [
    ...silentDevices.map((device) => ({
      ...offline(device),
      deviceId: device.id,
      gatewayId: device.gatewayId,
    })),
    ...silentGateways.map((gateway) => ({ ...offline(gateway), gatewayId: gateway.id })),
  ]);
  return silentDevices.flatMap((device) => (device.plantId ? [device.plantId] : []));
}

/**
 * Marks a device as being upgraded (status updating) or done; the firmware feature calls this as
 * an upgrade starts and ends. Returns false when no device has this SN.
 */
export async function setDeviceUpdating(
  db: Queryable,
  deviceSn: string,
  isUpdating: boolean,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [device] = await tx
      .update(devices)
      .set({ updatingSince: isUpdating ? sql`coalesce(${devices.updatingSince}, now())` : null })
      .where(eq(devices.sn, deviceSn))
      .returning({ id: devices.id });
    if (!device) return false;
    await refreshPlantStatuses(tx, await refreshDeviceStatuses(tx, [device.id], { justReported: false }));
    return true;
  });
}
