import type { TDeviceStatus } from '@sunfleet/contract/enums';
import type { Database } from './connect.ts';
import { eq, inArray, jsonRecords, sql } from './query.ts';
import { devices, plants, type TEventLevel } from './telemetry-schema.ts';

/** A device's status from what is known of it (spec section 4); an upgrade outranks alarms. */
export function deviceStatusOf(device: {
  isUpdating: boolean;
  isOffline: boolean;
  openEventLevels: readonly TEventLevel[];
}): TDeviceStatus {
  if (device.isOffline) return 'offline';
  if (device.isUpdating) return 'updating';
  if (device.openEventLevels.includes('fault')) return 'fault';
  if (device.openEventLevels.includes('warning')) return 'warning';
  return 'normal';
}

/** Worst first; offline is not in the ranking because it counts only when every device is offline. */
const severity: Record<Exclude<TDeviceStatus, 'offline'>, number> = {
  fault: 3,
  warning: 2,
  updating: 1,
  normal: 0,
};

/** A plant's status: the worst of its devices that are online; offline when none is. */
export function plantStatusOf(deviceStatuses: readonly TDeviceStatus[]): TDeviceStatus {
  let worst: TDeviceStatus = 'offline';
  for (const status of deviceStatuses) {
    if (status === 'offline') continue;
    if (worst === 'offline' || severity[status] > severity[worst]) worst = status;
  }
  return worst;
}

/**
 * New statuses of rows of `devices` or `plants` in one statement: a fleet back after an outage
 * changes thousands at once.
 */
export async function setStatuses(
  db: Database,
  table: 'devices' | 'plants',
  changed: { id: string; status: TDeviceStatus }[],
): Promise<void> {
  if (changed.length === 0) return;
  const rows = changed.map(({ id, status }) => ({ id, status }));
  await db.execute(sql`
    UPDATE ${sql.identifier(table)} AS target SET status = changed.status, updated_at = now()
    FROM ${jsonRecords(rows)} AS changed (id uuid, status text)
    WHERE target.id = changed.id`);
}

/**
 * Derives the status of plants from their devices' (`plantStatusOf`). The ingest calls it after
 * device statuses change; the api after binding or replacing a gateway.
 */
export async function refreshPlantStatuses(db: Database, plantIds: string[]): Promise<void> {
  if (plantIds.length === 0) return;
  const rows = await db
    .select({
      id: plants.id,
      status: plants.status,
      deviceStatuses: sql<
        TDeviceStatus[]
      >`coalesce(array_agg(${devices.status}) FILTER (WHERE ${devices.id} IS NOT NULL), '{}')`,
    })
    .from(plants)
    .leftJoin(devices, eq(devices.plantId, plants.id))
    .where(inArray(plants.id, [...new Set(plantIds)]))
    .groupBy(plants.id);
  await setStatuses(
    db,
    'plants',
    rows.flatMap((row) => {
      const status = plantStatusOf(row.deviceStatuses);
      return status === row.status ? [] : [{ id: row.id, status }];
    }),
  );
}
