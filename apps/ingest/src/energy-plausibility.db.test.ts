import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@sunfleet/db/connect';
import { startNewBaseline } from '@sunfleet/db/energy-baselines';
import { and, eq, rowsOf, sql } from '@sunfleet/db/query';
import { communicationLogs, deviceLatest, deviceRollups, plants } from '@sunfleet/db/telemetry-schema';
import { createTestDatabase } from '@sunfleet/db/testing';
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

/** Uploads one reading of the Deye hybrid's PV lifetime counter through the ingest's processor. */
function uploader(gateway: { sn: string }, device: { sn: string }) {
  const processor = createUploadProcessor({ db: handle.db });
  return (ts: number, totalProduction: number) =>
    processor.process(
      framesTopic(gateway.sn),
      Buffer.from(JSON.stringify(hybridUpload(device.sn, [{ ts, values: { totalProduction } }]))),
    );
}

/** Folds the queue and reads the device's PV energy of the (one) day its readings fall in. */
async function foldedDayPv(deviceId: string) {
  await new RollupFolder({ db: handle.db }).foldAll();
  const [day] = await handle.db
    .select()
    .from(deviceRollups)
    .where(and(eq(deviceRollups.deviceId, deviceId), eq(deviceRollups.period, 'day')));
  return day?.energy.pvEnergyTotal;
}

describe('energy a change cannot corrupt', () => {
  it('refuses a counter step its device could not produce, logs it and folds only plausible energy', async () => {
    const { plant, gateway, device } = await createHybridPlant(handle, 'UTC');
    await handle.db.update(plants).set({ capacityKw: 8.2 }).where(eq(plants.id, plant.id));
    const t0 = Date.UTC(2026, 2, 10, 10, 0);
    const upload = uploader(gateway, device);
    await upload(t0, 4451);
    await upload(t0 + 5 * minute, 4451.5);
    // 35,000 kWh in five minutes from an 8.2 kWp plant: a wrong dictionary or a garbled frame.
    await upload(t0 + 10 * minute, 39_636);
    // Counting goes on from the new value (0.4 kWh in five minutes is plausible) …
    await upload(t0 + 15 * minute, 39_636.4);
    // … and a counter that comes back down by the same amount is refused too.
    await upload(t0 + 20 * minute, 4452.2);
    await upload(t0 + 25 * minute, 4452.6);
    expect(await foldedDayPv(device.id)).toBeCloseTo(0.5 + 0.4 + 0.4, 9);
    const refusals = await handle.db
      .select()
      .from(communicationLogs)
      .where(and(eq(communicationLogs.deviceSn, device.sn), eq(communicationLogs.kind, 'implausibleEnergy')));
    expect(refusals).toHaveLength(2);
    expect(refusals[0]?.gatewaySn).toBe(gateway.sn);
    expect(refusals[0]?.detail).toMatch(
      new RegExp(
        `^Implausible energy step refused at ${new Date(t0 + 10 * minute).toISOString()}: totalProduction`,
      ),
    );
    expect(refusals[0]?.detail).toContain('+35184.5 kWh in 5 min');
  });

  it('starts a new baseline when the dictionary changes: the first reading after it adds nothing', async () => {
    const { gateway, device } = await createHybridPlant(handle, 'UTC');
    const t0 = Date.UTC(2026, 2, 10, 10, 0);
    const upload = uploader(gateway, device);
    await upload(t0, 100);
    await upload(t0 + 5 * minute, 100.5);
    await startNewBaseline(handle.db, { deviceSn: device.sn, dictionaryId: 'deye_sg04lp3' });
    const [latest] = await handle.db.select().from(deviceLatest).where(eq(deviceLatest.deviceId, device.id));
    expect(latest?.counters).toEqual({});
    // Another register map reads another number: it only becomes the baseline.
    await upload(t0 + 10 * minute, 180);
    await upload(t0 + 15 * minute, 180.3);
    expect(await foldedDayPv(device.id)).toBeCloseTo(0.8, 9);
    const changes = await handle.db.execute(
      sql`SELECT from_dictionary_id, to_dictionary_id FROM device_dictionary_changes WHERE device_id = ${device.id}`,
    );
    expect(rowsOf(changes)).toEqual([
      { from_dictionary_id: 'deye_hybrid', to_dictionary_id: 'deye_sg04lp3' },
    ]);
  });
});
