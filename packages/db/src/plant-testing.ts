import type { TShareRole } from '@sunfleet/contract/enums';
import type { DatabaseHandle } from './connect.ts';
import { plantShares } from './plant-schema.ts';
import {
  deviceLatest,
  deviceRollups,
  events,
  plantRollups,
  type TEventRow,
  type TRollupPeriod,
  type TStats,
} from './telemetry-schema.ts';

/** Factories for the plants feature's tests: shares, rollups, latest values and events. */

export async function sharePlant(
  { db }: DatabaseHandle,
  plantId: string,
  userId: string,
  role: TShareRole = 'visitor',
): Promise<void> {
  await db.insert(plantShares).values({ plantId, userId, role });
}

/** One bucket of a plant's rollup, as the ingest would have written it. */
export async function createPlantRollup(
  { db }: DatabaseHandle,
  values: {
    plantId: string;
    period: TRollupPeriod;
    bucketStart: Date;
    power?: Record<string, number>;
    measurements?: Record<string, number>;
    energy?: Record<string, number>;
  },
): Promise<void> {
  await db.insert(plantRollups).values(values);
}

/** One bucket of a device's rollup: energy by role (kWh) and stats by role (kW for power). */
export async function createDeviceRollup(
  { db }: DatabaseHandle,
  values: {
    deviceId: string;
    plantId: string;
    period: TRollupPeriod;
    bucketStart: Date;
    energy?: Record<string, number>;
    roleStats?: Record<string, TStats>;
  },
): Promise<void> {
  await db.insert(deviceRollups).values(values);
}

/** A device's newest reading with its values by semantic role (kW, %, kWh). */
export async function setDeviceLatest(
  { db }: DatabaseHandle,
  deviceId: string,
  roles: Record<string, number>,
  readAt = new Date(),
): Promise<void> {
  await db
    .insert(deviceLatest)
    .values({ deviceId, readAt, roles })
    .onConflictDoUpdate({ target: deviceLatest.deviceId, set: { readAt, roles } });
}

/** Energy counters' newest readings by dictionary entry key, on a device's latest row. */
export async function setDeviceCounters(
  { db }: DatabaseHandle,
  deviceId: string,
  counters: Record<string, { value: number; unit: string }>,
  at = new Date(),
): Promise<void> {
  const baselines = Object.fromEntries(
    Object.entries(counters).map(([key, counter]) => [key, { ...counter, at: at.getTime() }]),
  );
  await db
    .insert(deviceLatest)
    .values({ deviceId, readAt: at, counters: baselines })
    .onConflictDoUpdate({ target: deviceLatest.deviceId, set: { counters: baselines } });
}

export async function createEvent(
  { db }: DatabaseHandle,
  values: Pick<typeof events.$inferInsert, 'sourceSn'> & Partial<typeof events.$inferInsert>,
): Promise<TEventRow> {
  const [event] = await db
    .insert(events)
    .values({
      origin: 'test',
      code: 'E01',
      name: { en: 'Test alarm' },
      level: 'warning',
      openedAt: new Date(),
      ...values,
    })
    .returning();
  if (!event) throw new Error('event not created');
  return event;
}
