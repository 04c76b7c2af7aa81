import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@sunfleet/db/connect';
import { eq, rowsOf, sql } from '@sunfleet/db/query';
import { plants } from '@sunfleet/db/telemetry-schema';
import { createTestDatabase } from '@sunfleet/db/testing';
import { rebuildPlantRollups } from './rebuild.ts';
import { RollupFolder } from './rollup-folder.ts';
import { createHybridPlant, framesTopic, hybridUpload } from './testing.ts';
import { createUploadProcessor } from './upload-processor.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

const minute = 60_000;

/** Numbers to 9 decimals: sums in another order differ in the last bits, not in any figure shown. */
const rounded = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value), (_, item: unknown) =>
    typeof item === 'number' ? Math.round(item * 1e9) / 1e9 : item,
  );

/** Every rollup row of the plant and its devices, in one order. */
async function rollupsOf(plantId: string) {
  const devices = rowsOf(
    await handle.db.execute(sql`
      SELECT device_id, period, bucket_start, samples, value_stats, role_stats, energy FROM device_rollups
      WHERE plant_id = ${plantId} ORDER BY device_id, period, bucket_start`),
  );
  const plant = rowsOf(
    await handle.db.execute(sql`
      SELECT period, bucket_start, power, measurements, energy FROM plant_rollups
      WHERE plant_id = ${plantId} ORDER BY period, bucket_start`),
  );
  return rounded({ devices, plant });
}

describe('rebuilding a plant’s rollups from raw frames', () => {
  it('repairs corrupted rows and gets the exact figures back', async () => {
    const { plant, gateway, device } = await createHybridPlant(handle, 'Europe/Berlin');
    await handle.db.update(plants).set({ capacityKw: 8.2 }).where(eq(plants.id, plant.id));
    const processor = createUploadProcessor({ db: handle.db });
    const t0 = Date.UTC(2026, 2, 9, 20, 0);
    const messages = [];
    let production = 4451;
    let bought = 900;
    for (let n = 0; n < 190; n += 1) {
      // A three-hour silence: its energy spreads over the hours it lasted.
      if (n >= 60 && n < 78) continue;
      production += 0.1 + (n % 7) / 10;
      bought += 0.2;
      // One garbled counter (refused as implausible), then the counter goes on.
      const totalProduction = n === 100 ? 39_636 : production;
      const values = {
        pv1Power: 100 * (n % 30),
        batterySoc: 20 + (n % 60),
        totalProduction,
        totalEnergyBought: bought,
      };
      messages.push({
        topic: framesTopic(gateway.sn),
        payload: Buffer.from(JSON.stringify(hybridUpload(device.sn, [{ ts: t0 + n * 10 * minute, values }]))),
      });
    }
    for (let from = 0; from < messages.length; from += 25)
      await processor.processBatch(messages.slice(from, from + 25));
    await new RollupFolder({ db: handle.db }).foldAll();
    const before = await rollupsOf(plant.id);

    // Corrupt: a plant's day, a device's month, a missing hour, a bogus 5-minute row.
    await handle.db.execute(sql`
      UPDATE plant_rollups SET energy = '{"pvEnergyTotal": 39636}' WHERE plant_id = ${plant.id} AND period = 'day'`);
    await handle.db.execute(sql`
      UPDATE device_rollups SET energy = jsonb_set(energy, '{pvEnergyTotal}', '4833')
      WHERE device_id = ${device.id} AND period = 'month'`);
    await handle.db.execute(sql`
      DELETE FROM device_rollups WHERE device_id = ${device.id} AND period = 'hour'
        AND bucket_start = ${new Date(Date.UTC(2026, 2, 10, 12))}`);
    await handle.db.execute(sql`
      INSERT INTO device_rollups (device_id, plant_id, period, bucket_start, samples, energy)
      VALUES (${device.id}, ${plant.id}, '5m', ${new Date(Date.UTC(2026, 2, 10, 6, 2))}, 99, '{"pvEnergyTotal": 26000}')`);
    expect(await rollupsOf(plant.id)).not.toEqual(before);

    const result = await rebuildPlantRollups(handle.db, {
      plantId: plant.id,
      fromDate: '2026-03-09',
      toDate: '2026-03-11',
    });
    expect(result).toEqual({
      // Whole days of Berlin (UTC+1): 9 March 00:00 to 12 March 00:00.
      from: '2026-03-08T23:00:00.000Z',
      to: '2026-03-11T23:00:00.000Z',
      devices: 1,
      frames: 172,
      implausibleSteps: 2,
    });
    expect(await rollupsOf(plant.id)).toEqual(before);
  });
});
