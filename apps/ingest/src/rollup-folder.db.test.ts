import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '@sunfleet/db/connect';
import { and, asc, eq } from '@sunfleet/db/query';
import { deviceRollups, plantRollups, rollupQueue } from '@sunfleet/db/telemetry-schema';
import { createTestDatabase } from '@sunfleet/db/testing';
import { meanBearing } from './bearings.ts';
import { lockRollupOwners, queueWrite, writeTogether, type TQueuedReading } from './repository.ts';
import { RollupFolder } from './rollup-folder.ts';
import { createHybridPlant, until } from './testing.ts';

const queueReadings = (db: Database, readings: TQueuedReading[]) => writeTogether(db, [queueWrite(readings)]);

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

const at = (text: string) => Date.parse(text);
const iso = (ms: number) => new Date(ms).toISOString();

describe('folding the rollup queue', () => {
  const reading = (
    deviceId: string,
    readAt: number,
    extra: Partial<TQueuedReading> = {},
  ): TQueuedReading => ({
    deviceId,
    readAt,
    samples: { pv1Power: 1000 },
    roles: { pvPower: 1 },
    energy: [],
    ...extra,
  });

  const rowsOf = (deviceId: string, period: '5m' | 'hour' | 'day' | 'month') =>
    handle.db
      .select()
      .from(deviceRollups)
      .where(and(eq(deviceRollups.deviceId, deviceId), eq(deviceRollups.period, period)))
      .orderBy(asc(deviceRollups.bucketStart));

  it('merges readings into every period, across folds, and empties the queue', async () => {
    const { device, plant } = await createHybridPlant(handle, 'Asia/Kolkata');
    const folder = new RollupFolder({ db: handle.db });
    const t0 = at('2026-03-10T10:30:00Z');
    await queueReadings(handle.db, [
      reading(device.id, t0, { samples: { pv1Power: 1000, batterySoc: 50 }, roles: { pvPower: 1 } }),
      reading(device.id, t0 + 60_000, { samples: { pv1Power: 3000 }, roles: { pvPower: 3 } }),
    ]);
    expect(await folder.foldAll()).toBe(2);
    await queueReadings(handle.db, [
      reading(device.id, t0 + 120_000, { samples: { pv1Power: 2000 }, roles: { pvPower: 2 } }),
    ]);
    expect(await folder.foldAll()).toBe(1);

    const [hour] = await rowsOf(device.id, 'hour');
    expect(iso(hour!.bucketStart.getTime())).toBe('2026-03-10T10:30:00.000Z');
    expect(hour?.samples).toBe(3);
    const [fiveMinutes] = await rowsOf(device.id, '5m');
    expect(fiveMinutes?.valueStats).toEqual({
      pv1Power: { n: 3, sum: 6000, min: 1000, max: 3000 },
      batterySoc: { n: 1, sum: 50, min: 50, max: 50 },
    });
    expect((await rowsOf(device.id, 'day'))[0]?.bucketStart.toISOString()).toBe('2026-03-09T18:30:00.000Z');
    expect((await rowsOf(device.id, 'month'))[0]?.roleStats.pvPower).toEqual({
      n: 3,
      sum: 6,
      min: 1,
      max: 3,
    });
    const [plantHour] = await handle.db
      .select()
      .from(plantRollups)
      .where(and(eq(plantRollups.plantId, plant.id), eq(plantRollups.period, 'hour')));
    expect(plantHour?.power.pvPower).toBeCloseTo(2, 9);
    expect(await handle.db.select().from(rollupQueue)).toHaveLength(0);
  });

  it('keeps wind direction a circular mean across folds, through the stored rows', async () => {
    const { device, plant } = await createHybridPlant(handle, 'UTC');
    const folder = new RollupFolder({ db: handle.db });
    const t0 = at('2026-03-10T10:00:00Z');
    const wind = (readAt: number, degrees: number) =>
      reading(device.id, readAt, { samples: {}, roles: { windDirection: degrees } });
    await queueReadings(handle.db, [wind(t0, 350)]);
    await folder.foldAll();
    await queueReadings(handle.db, [wind(t0 + 60_000, 10)]);
    await folder.foldAll();

    const [hour] = await rowsOf(device.id, 'hour');
    expect(hour?.roleStats.windDirection?.n).toBe(2);
    expect(meanBearing([hour!.roleStats.windDirection!])).toBeCloseTo(0, 9);
    const [plantHour] = await handle.db
      .select()
      .from(plantRollups)
      .where(and(eq(plantRollups.plantId, plant.id), eq(plantRollups.period, 'hour')));
    expect(plantHour?.measurements.windDirection).toBeCloseTo(0, 9);
  });

  it('spreads counter energy over the 5-minute buckets of its interval, and a gap over two days into one', async () => {
    const { device } = await createHybridPlant(handle, 'UTC');
    const t0 = at('2026-04-01T09:30:00Z');
    await queueReadings(handle.db, [
      // 0.9 kWh over 09:30–11:00: a third before 10:00, two thirds after.
      reading(device.id, t0 + 90 * 60_000, { energy: [['pvEnergyTotal', 0.9, t0]] }),
      // 5 kWh gained over three silent days lands whole in the bucket of its reading.
      reading(device.id, at('2026-04-05T12:02:00Z'), {
        energy: [['pvEnergyTotal', 5, at('2026-04-02T12:00:00Z')]],
      }),
    ]);
    await new RollupFolder({ db: handle.db }).foldAll();

    const hours = await rowsOf(device.id, 'hour');
    const energyAt = (hour: string) =>
      hours.find((row) => row.bucketStart.toISOString() === hour)?.energy.pvEnergyTotal;
    expect(energyAt('2026-04-01T09:00:00.000Z')).toBeCloseTo(0.3, 9);
    expect(energyAt('2026-04-01T10:00:00.000Z')).toBeCloseTo(0.6, 9);
    expect(energyAt('2026-04-05T12:00:00.000Z')).toBeCloseTo(5, 9);
    const fiveMinutes = await rowsOf(device.id, '5m');
    // 18 buckets of 0.05 kWh before the reading at 11:00, its own bucket, and the bucket after the gap.
    expect(fiveMinutes).toHaveLength(20);
    expect(fiveMinutes.filter((row) => row.samples > 0)).toHaveLength(2);
    expect(fiveMinutes[0]?.energy.pvEnergyTotal).toBeCloseTo(0.05, 9);
    const [month] = await rowsOf(device.id, 'month');
    expect(month?.energy.pvEnergyTotal).toBeCloseTo(5.9, 9);
  });

  it('drops a scheduled fold when asked to fold everything now', async () => {
    const { device } = await createHybridPlant(handle);
    const folder = new RollupFolder({ db: handle.db, delayMs: 150 });
    const t0 = at('2026-03-11T10:30:00Z');
    await queueReadings(handle.db, [reading(device.id, t0, { samples: { pv1Power: 1 }, roles: {} })]);
    folder.schedule();
    expect(await folder.foldAll()).toBe(1);
    // Nothing asks for a fold of this one, and no fold scheduled before takes it.
    await queueReadings(handle.db, [
      reading(device.id, t0 + 60_000, { samples: { pv1Power: 2 }, roles: {} }),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await handle.db.select().from(rollupQueue)).toHaveLength(1);
    await folder.stop();
    await handle.db.delete(rollupQueue);
  });

  it('gives every reading to exactly one of several folders running at once', async () => {
    const fixtures = await Promise.all(Array.from({ length: 4 }, () => createHybridPlant(handle)));
    const t0 = at('2026-05-01T08:00:00Z');
    await queueReadings(
      handle.db,
      fixtures.flatMap(({ device }) =>
        Array.from({ length: 50 }, (_, i) =>
          reading(device.id, t0 + i * 60_000, {
            energy: i > 0 ? [['pvEnergyTotal', 0.1, t0 + (i - 1) * 60_000]] : [],
          }),
        ),
      ),
    );
    const folders = Array.from({ length: 3 }, () => new RollupFolder({ db: handle.db, chunkSize: 30 }));
    // A folder leaves the readings of a plant another one holds for its next fold, a second later.
    let folded = 0;
    for (const folder of folders) folder.on('folded', ({ readings }) => (folded += readings));
    await Promise.all(folders.map((folder) => folder.foldAll()));
    await until(() => folded >= 200, 'every reading folded', 10_000);
    await Promise.all(folders.map((folder) => folder.stop()));
    expect(folded).toBe(200);
    for (const { device } of fixtures) {
      const [day] = await rowsOf(device.id, 'day');
      expect(day?.samples).toBe(50);
      expect(day?.energy.pvEnergyTotal).toBeCloseTo(4.9, 9);
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'folds the plants no one else holds and the held one once it is free (PostgreSQL)',
    async () => {
      const [held, free] = await Promise.all([createHybridPlant(handle), createHybridPlant(handle)]);
      const t0 = at('2026-05-02T08:00:00Z');
      await queueReadings(handle.db, [reading(held.device.id, t0), reading(free.device.id, t0)]);
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      let isHolding = () => {};
      const holding = new Promise<void>((resolve) => (isHolding = resolve));
      // Another worker's fold (or a rebuild) holding the plant in a transaction of its own.
      const holder = handle.db.transaction(async (tx) => {
        await lockRollupOwners(tx, [held.plant.id]);
        isHolding();
        await released;
      });
      await holding;
      const folder = new RollupFolder({ db: handle.db });
      expect(await folder.foldAll()).toBe(1);
      expect(await rowsOf(free.device.id, 'day')).toHaveLength(1);
      expect(await rowsOf(held.device.id, 'day')).toHaveLength(0);
      release();
      await holder;
      await until(async () => (await rowsOf(held.device.id, 'day')).length === 1, 'the held plant folded');
      await folder.stop();
    },
  );
});
