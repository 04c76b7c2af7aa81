import { connect as connectTcp } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@sunfleet/db/connect';
import { and, asc, eq } from '@sunfleet/db/query';
import { communicationLogs, deviceLatest, rawFrames } from '@sunfleet/db/telemetry-schema';
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
import { createUploadProcessor } from './upload-processor.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

const logsOf = (gatewaySn: string, kind?: string) =>
  handle.db
    .select()
    .from(communicationLogs)
    .where(
      and(eq(communicationLogs.gatewaySn, gatewaySn), kind ? eq(communicationLogs.kind, kind) : undefined),
    )
    .orderBy(asc(communicationLogs.id));
const framesOf = (deviceSn: string) =>
  handle.db.select().from(rawFrames).where(eq(rawFrames.deviceSn, deviceSn));
const latestOf = async (deviceId: string) =>
  (
    await handle.db.select().from(deviceLatest).where(eq(deviceLatest.deviceId, deviceId))
  )[0]?.readAt.getTime();

/** No time bounds: uploads beyond year 9999 reach the database, as before the bounds existed. */
const unbounded = { skewMs: Number.POSITIVE_INFINITY, horizonMs: Number.POSITIVE_INFINITY };
const minute = 60_000;

/**
 * Three gateways each publish good uploads around bad ones: the first an upload no database stores
 * (a NUL character in its message id passes the wire schema; PostgreSQL text refuses it), the
 * second one dated in year 10000 (refused before it reaches the database). Every publish is
 * acknowledged, the good ones are stored, the bad ones refused in the log.
 */
async function expectUnstorableUploadsRefused(live: TLiveData) {
  const fixtures = await Promise.all([1, 2, 3].map(() => createHybridPlant(handle)));
  const base = Date.now() - 30 * minute;
  const clients = await Promise.all(fixtures.map(({ gateway }) => connectGateway(live.url, gateway)));
  await Promise.all(
    fixtures.map(async ({ gateway, device }, g) => {
      for (let n = 0; n < 4; n += 1) {
        const isBad = n === 2 && g < 2;
        const ts = isBad && g === 1 ? Date.UTC(10_000, 0, 1) : base + n * minute;
        const upload = hybridUpload(device.sn, [{ ts, values: { pv1Power: 100 * n } }]);
        if (isBad && g === 0) upload.msgId = 'bad\u0000id';
        // publishAsync at QoS 1 resolves on the PUBACK: the ingest committed or refused it.
        await clients[g]!.publishAsync(framesTopic(gateway.sn), JSON.stringify(upload), { qos: 1 });
      }
    }),
  );
  for (const [g, { gateway, device }] of fixtures.entries()) {
    expect((await framesOf(device.sn)).length).toBe(g < 2 ? 3 : 4);
    const refused = await logsOf(gateway.sn, 'storeFailed');
    expect(refused).toHaveLength(g === 0 ? 1 : 0);
    if (g === 0) expect(refused[0]?.detail).toMatch(/^Not storable: /);
    const future = await logsOf(gateway.sn, 'futureReading');
    expect(future).toHaveLength(g === 1 ? 1 : 0);
    if (g === 1) expect(future[0]?.detail).toBe('The time 253402300800000 is not a date Sunfleet can store');
    expect(await logsOf(gateway.sn, 'upload')).toHaveLength(g < 2 ? 3 : 4);
  }
  await Promise.all(clients.map((client) => client.endAsync()));
}

describe('one upload never blocks another', () => {
  it('splits a failing batch on the embedded broker: good uploads stored, unstorable ones refused and acknowledged', async () => {
    const live = await startEmbeddedLiveData(handle, {
      retryDelayMs: { first: 5, max: 20 },
      partialBatchIntervalMs: 200,
    });
    try {
      await expectUnstorableUploadsRefused(live);
    } finally {
      await live.stop();
    }
  });

  it('does the same behind an external Mosquitto', async () => {
    const live = await startExternalLiveData(handle, process.env.MQTT_URL ?? 'mqtt://127.0.0.1:1883', {
      retryDelayMs: { first: 5, max: 20 },
      partialBatchIntervalMs: 200,
    });
    try {
      // Mosquitto answers PUBACK on receipt; the ingest acknowledges to Mosquitto after the commit.
      const fixture = await createHybridPlant(handle);
      const client = await connectGateway(live.url, fixture.gateway);
      const base = Date.now() - 10 * minute;
      for (const [n, ts] of [base, base + minute, base + 2 * minute].entries()) {
        const upload = hybridUpload(fixture.device.sn, [{ ts, values: { pv1Power: 5 } }]);
        if (n === 1) upload.msgId = 'bad\u0000id';
        await client.publishAsync(framesTopic(fixture.gateway.sn), JSON.stringify(upload), { qos: 1 });
      }
      await client.endAsync();
      await until(async () => (await framesOf(fixture.device.sn)).length === 2, 'both good uploads');
      await until(async () => (await logsOf(fixture.gateway.sn, 'storeFailed')).length === 1, 'the refusal');
    } finally {
      await live.stop();
    }
  });
});

describe('time bounds', () => {
  it('refuses readings ahead of the clock skew or before the horizon, and latest values never move back', async () => {
    const now = Date.UTC(2026, 5, 1, 12, 0);
    const processor = createUploadProcessor({
      db: handle.db,
      now: () => now,
      timeBounds: { skewMs: 5 * minute, horizonMs: 365 * 86_400_000 },
    });
    const { gateway, device } = await createHybridPlant(handle);
    const topic = framesTopic(gateway.sn);
    const send = (...ts: number[]) =>
      processor.process(
        topic,
        Buffer.from(
          JSON.stringify(
            hybridUpload(
              device.sn,
              ts.map((at) => ({ ts: at, values: { pv1Power: 1 } })),
            ),
          ),
        ),
      );
    // Year 2100, 1970, within the skew, a minute ago.
    const outcome = await send(Date.UTC(2100, 0, 1), 1_000, now + 2 * minute, now - minute);
    expect(outcome).toMatchObject({ kind: 'frames', stored: 2, refused: 2 });
    expect(await latestOf(device.id)).toBe(now + 2 * minute);
    const [future] = await logsOf(gateway.sn, 'futureReading');
    expect(future).toMatchObject({ repeats: 1, frames: 4, stored: 2, refused: 2 });
    expect(future?.detail).toMatch(/^Dated 2100-01-01T00:00:00.000Z, more than 300 s ahead/);
    const [stale] = await logsOf(gateway.sn, 'staleReading');
    expect(stale?.detail).toMatch(/older than 365 days/);
    expect((await framesOf(device.sn)).map((frame) => frame.readAt.getTime()).sort()).toEqual([
      now - minute,
      now + 2 * minute,
    ]);
    // An older reading is stored but does not move the latest values back.
    await send(now - 3 * minute);
    expect(await latestOf(device.id)).toBe(now + 2 * minute);
  });

  it('lets the first reading in bounds replace latest values dated in the future before the bounds existed', async () => {
    const now = Date.UTC(2026, 5, 1, 12, 0);
    const { gateway, device } = await createHybridPlant(handle);
    const payload = (ts: number) =>
      Buffer.from(JSON.stringify(hybridUpload(device.sn, [{ ts, values: { pv1Power: 1 } }])));
    const before = createUploadProcessor({ db: handle.db, now: () => now, timeBounds: unbounded });
    await before.process(framesTopic(gateway.sn), payload(Date.UTC(2100, 0, 1)));
    expect(await latestOf(device.id)).toBe(Date.UTC(2100, 0, 1));
    const bounded = createUploadProcessor({ db: handle.db, now: () => now });
    await bounded.process(framesTopic(gateway.sn), payload(now));
    expect(await latestOf(device.id)).toBe(now);
  });
});

describe('refusals are visible, in few rows', () => {
  it('logs one upload with 499 unknown devices as one row with its counts', async () => {
    const { gateway, device } = await createHybridPlant(handle);
    const processor = createUploadProcessor({ db: handle.db });
    const upload = hybridUpload(device.sn, [{ ts: Date.now() - minute, values: { pv1Power: 1 } }]);
    const [frame] = upload.frames;
    upload.frames = [
      frame!,
      ...Array.from({ length: 499 }, (_, n) => ({ ...frame!, deviceSn: `UNKNOWN-${n}` })),
    ];
    await processor.process(framesTopic(gateway.sn), Buffer.from(JSON.stringify(upload)));
    const rows = await logsOf(gateway.sn);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'unknownDevice',
      repeats: 499,
      frames: 500,
      stored: 1,
      refused: 499,
      msgId: upload.msgId,
    });
    expect(rows[0]?.detail).toMatch(/^499 frames \(UNKNOWN-0, UNKNOWN-1, UNKNOWN-2 and 496 more\)/);
  });

  it('logs wildcard publishes and garbage connections at the embedded broker, rate-limited', async () => {
    const live = await startEmbeddedLiveData(handle);
    try {
      const fixture = await createHybridPlant(handle);
      for (let n = 0; n < 3; n += 1) {
        const client = await connectGateway(live.url, fixture.gateway, {
          clientId: `${fixture.gateway.sn}-${n}`,
        });
        client.on('error', () => undefined);
        client.publish(`sunfleet/gw/${fixture.gateway.sn}/up/+`, 'x', { qos: 0 });
        await until(
          async () => (await logsOf(fixture.gateway.sn, 'publishRefused')).length > n,
          'the wildcard publish',
        );
        client.end(true);
      }
      const garbage = () =>
        new Promise<void>((resolve) => {
          const socket = connectTcp(live.broker.port, '127.0.0.1', () =>
            socket.write('GET / HTTP/1.1\r\n\r\n'),
          );
          socket.on('close', () => resolve());
          socket.on('error', () => resolve());
        });
      for (let n = 0; n < 12; n += 1) await garbage();
      const connectionRows = () => logsOf('', 'connectionRefused');
      await until(async () => (await connectionRows()).length === 5, 'five rows of the flood');
      // Stopping writes the count of the refusals the window held back (not awaited by the broker).
      await live.stop();
      await until(async () => (await connectionRows()).length === 6, 'the row of the held-back refusals');
      const rows = await connectionRows();
      expect(rows[5]?.repeats).toBe(7);
      expect(rows[5]?.detail).toMatch(/^7 more within 60 s/);
    } finally {
      await live.stop().catch(() => undefined);
    }
  });
});
