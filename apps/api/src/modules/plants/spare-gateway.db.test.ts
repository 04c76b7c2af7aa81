import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSpareGateway } from '@sunfleet/contract/demo-fleet';
import type { TPlantDetail, TPlantRealtime } from '@sunfleet/contract/plants';
import { eq } from '@sunfleet/db/query';
import { demoAccounts, seed } from '@sunfleet/db/seed';
import { devices, gateways } from '@sunfleet/db/telemetry-schema';
import {
  connectGateway,
  framesTopic,
  hybridUpload,
  startEmbeddedLiveData,
  until,
  type TLiveData,
  type TTestReading,
} from '@sunfleet/ingest/testing';
import { bearer, createTestApp, envelopeOf, signIn, type TestApp } from '../../testing.ts';
import { validPlant } from './fixtures.ts';

/** The spare gateway's hybrid inverter (a Deye hybrid in the demo fleet). */
const inverterSn = '2601150066';

describe("the demo's spare gateway, uploading before anyone binds it", () => {
  let t: TestApp;
  let live: TLiveData;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.database.db, { demo: true });
    live = await startEmbeddedLiveData(t.database);
    const { installer } = demoAccounts;
    headers = bearer((await signIn(t.app, installer.account, installer.password)).access_token);
  });
  afterAll(async () => {
    await live.stop();
    await t.close();
  });

  async function upload(reading: TTestReading) {
    const stored = () => live.outcomes.filter((outcome) => outcome.kind === 'frames').length;
    const before = stored();
    const client = await connectGateway(live.url, demoSpareGateway);
    const payload = JSON.stringify(hybridUpload(inverterSn, [reading]));
    await client.publishAsync(framesTopic(demoSpareGateway.sn), payload, { qos: 1 });
    await client.endAsync();
    await until(() => stored() > before, 'the upload stored');
  }

  const realtime = async (plantId: string) =>
    envelopeOf<TPlantRealtime>(await t.app.inject({ url: `/api/v1/plant/${plantId}/realtime`, headers }))
      .data;

  it('gives the plant created with it live power at once and its next readings in the rollups', async () => {
    // Readings a second apart: both fall on the same UTC day, the plant's day below.
    const now = Date.now();
    await upload({ ts: now - 2_000, values: { pv1Power: 1500, pv2Power: 0, totalProduction: 100 } });

    const plant = validPlant(demoSpareGateway);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/plant',
      headers,
      payload: { ...plant, location: { ...plant.location, timeZone: 'UTC' } },
    });
    const { data: detail } = envelopeOf<TPlantDetail>(created);
    expect(detail.gateways.map((gateway) => gateway.sn)).toEqual([demoSpareGateway.sn]);
    const [spare] = await t.database.db.select().from(gateways).where(eq(gateways.sn, demoSpareGateway.sn));
    const spareDevices = await t.database.db.select().from(devices).where(eq(devices.gatewayId, spare!.id));
    expect(spareDevices.map((device) => device.plantId)).toEqual(spareDevices.map(() => detail.id));

    // What the inverter reported before the binding is the plant's power now; the plant is normal.
    expect(detail.status).toBe('normal');
    expect(await realtime(detail.id)).toMatchObject({ status: 'normal', power: 1.5 });

    // The day bucket stored before the binding is the plant's day (UTC): the next reading's
    // energy counts in the plant's today. One count of the counter (0.1 kWh) a second later: a
    // larger step in a second would be refused as implausible (docs/adr/0043).
    await upload({ ts: now - 1_000, values: { pv1Power: 2000, pv2Power: 500, totalProduction: 100.1 } });
    expect((await realtime(detail.id)).power).toBe(2.5);
    await until(
      async () => Math.abs((await realtime(detail.id)).energyToday - 0.1) < 1e-9,
      "today's energy of the plant",
    );
  });
});
