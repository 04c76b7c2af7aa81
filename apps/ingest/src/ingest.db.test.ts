import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@sunfleet/db/connect';
import { and, eq } from '@sunfleet/db/query';
import { deviceLatest, deviceRollups, plantRollups, rawFrames } from '@sunfleet/db/telemetry-schema';
import { createTestDatabase } from '@sunfleet/db/testing';
import {
  connectGateway,
  createHybridPlant,
  framesTopic,
  hybridUpload,
  startEmbeddedLiveData,
  startExternalLiveData,
  until,
  type TLiveData,
} from './testing.ts';

/** 10:00 UTC on a March day; Berlin is UTC+1, so the plant's day began at 23:00 UTC the day before. */
const t0 = Date.UTC(2026, 2, 10, 10, 0);
const minutes = (n: number) => t0 + n * 60_000;

/** The local Mosquitto (MQTT_URL), as the development machines and CI run it. */
const mosquittoUrl = process.env.MQTT_URL ?? 'mqtt://127.0.0.1:1883';

const transports: { name: string; start: (handle: DatabaseHandle) => Promise<TLiveData> }[] = [
  { name: 'the embedded broker', start: (handle) => startEmbeddedLiveData(handle) },
  { name: 'an external Mosquitto', start: (handle) => startExternalLiveData(handle, mosquittoUrl) },
];

describe.each(transports)('ingest through $name', ({ start }) => {
  let handle: DatabaseHandle;
  let live: TLiveData;

  beforeAll(async () => {
    handle = await createTestDatabase();
    live = await start(handle);
  });

  afterAll(async () => {
    await live.stop();
    await handle.close();
  });

  it('stores a gateway upload as latest values and rollups with energy from counter differences', async () => {
    const { plant, gateway, device } = await createHybridPlant(handle);
    const power = { pv1Power: 2000, pv2Power: 1000 };
    const upload = hybridUpload(device.sn, [
      { ts: minutes(0), values: { ...power, totalProduction: 1000 } },
      { ts: minutes(5), values: { ...power, totalProduction: 1000.5 } },
      { ts: minutes(10), values: { ...power, totalProduction: 1001 } },
      // The counter was reset and counts from zero again: 0.2 kWh since the last reading.
      { ts: minutes(15), values: { ...power, totalProduction: 0.2 } },
      // An hour without readings: the 1.2 kWh gained spreads over the twelve 5-minute buckets.
      { ts: minutes(75), values: { pv1Power: 1000, pv2Power: 0, totalProduction: 1.4 } },
    ]);
    const client = await connectGateway(live.url, gateway);
    await client.publishAsync(framesTopic(gateway.sn), JSON.stringify(upload), { qos: 1 });
    // The same upload again, as a QoS 1 redelivery would bring it: stored once.
    await client.publishAsync(framesTopic(gateway.sn), JSON.stringify(upload), { qos: 1 });
    await client.endAsync();
    await until(
      () => live.outcomes.filter((outcome) => outcome.kind === 'frames').length >= 2,
      'both uploads',
    );
    await live.ingest.foldRollups();

    const { db } = handle;
    expect(await db.select().from(rawFrames).where(eq(rawFrames.deviceSn, device.sn))).toHaveLength(5);
    const [latest] = await db.select().from(deviceLatest).where(eq(deviceLatest.deviceId, device.id));
    expect(latest?.readAt.getTime()).toBe(minutes(75));
    // The newest reading is announced once; its values are read back from its raw frame.
    const announced = live.outcomes.flatMap((outcome) => (outcome.kind === 'frames' ? outcome.latest : []));
    expect(announced).toHaveLength(1);
    expect(announced[0]?.values).toContainEqual(
      expect.objectContaining({ key: 'totalProduction', value: 1.4, unit: 'kWh' }),
    );
    expect(latest?.roles.pvPower).toBe(1);

    const [day] = await db
      .select()
      .from(deviceRollups)
      .where(and(eq(deviceRollups.deviceId, device.id), eq(deviceRollups.period, 'day')));
    expect(day?.bucketStart.toISOString()).toBe('2026-03-09T23:00:00.000Z');
    expect(day?.samples).toBe(5);
    expect(day?.energy.pvEnergyTotal).toBeCloseTo(2.4, 9);
    expect(day?.roleStats.pvPower).toEqual({ n: 5, sum: 13, min: 1, max: 3 });

    const fiveMinute = await db
      .select()
      .from(deviceRollups)
      .where(and(eq(deviceRollups.deviceId, device.id), eq(deviceRollups.period, '5m')));
    const energyAt = (minute: number) =>
      fiveMinute.find((row) => row.bucketStart.getTime() === minutes(minute))?.energy.pvEnergyTotal;
    expect(energyAt(0)).toBeCloseTo(0.5, 9);
    expect(energyAt(10)).toBeCloseTo(0.2, 9);
    expect(energyAt(45)).toBeCloseTo(0.1, 9);
    expect(fiveMinute.reduce((sum, row) => sum + (row.energy.pvEnergyTotal ?? 0), 0)).toBeCloseTo(2.4, 9);

    const [plantHour] = await db
      .select()
      .from(plantRollups)
      .where(
        and(
          eq(plantRollups.plantId, plant.id),
          eq(plantRollups.period, 'hour'),
          eq(plantRollups.bucketStart, new Date(t0)),
        ),
      );
    expect(plantHour?.power.pvPower).toBeCloseTo(3, 9);
    expect(plantHour?.energy.pvEnergyTotal).toBeCloseTo(0.5 + 0.5 + 0.2 + 0.9, 9);
  });
});
