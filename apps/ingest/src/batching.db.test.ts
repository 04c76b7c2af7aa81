import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@sunfleet/db/connect';
import { and, eq, inArray } from '@sunfleet/db/query';
import { deviceRollups, rawFrames } from '@sunfleet/db/telemetry-schema';
import { createTestDatabase } from '@sunfleet/db/testing';
import { Ingest } from './ingest.ts';
import type { TReceiveUpload, Uplink } from './uplink.ts';
import {
  connectGateway,
  createHybridPlant,
  framesTopic,
  hybridUpload,
  startEmbeddedLiveData,
  until,
} from './testing.ts';

const gatewayCount = 4;
const uploadsPerGateway = 15;
const t0 = Date.UTC(2026, 7, 3, 9, 0);

let handle: DatabaseHandle;
let live: Awaited<ReturnType<typeof startEmbeddedLiveData>>;
beforeAll(async () => {
  handle = await createTestDatabase();
  live = await startEmbeddedLiveData(handle);
});
afterAll(async () => {
  await live.stop();
  await handle.close();
});

describe('group commit', () => {
  it('stores a burst of uploads in fewer transactions, none lost or duplicated, and acknowledges them all', async () => {
    const fixtures = await Promise.all(Array.from({ length: gatewayCount }, () => createHybridPlant(handle)));
    const batches: number[] = [];
    live.ingest.on('batchStored', ({ messages }) => batches.push(messages));
    const clients = await Promise.all(fixtures.map(({ gateway }) => connectGateway(live.url, gateway)));
    // Every upload is published twice, as a redelivery would bring it: the copy stores nothing.
    await Promise.all(
      fixtures.map(({ gateway, device }, index) => {
        const uploads = Array.from({ length: uploadsPerGateway }, (_, i) =>
          JSON.stringify(
            hybridUpload(device.sn, [{ ts: t0 + i * 60_000, values: { totalProduction: 100 + i / 10 } }]),
          ),
        );
        return Promise.all(
          [...uploads, ...uploads].map((payload) =>
            clients[index]!.publishAsync(framesTopic(gateway.sn), payload, { qos: 1 }),
          ),
        );
      }),
    );
    await Promise.all(clients.map((client) => client.endAsync()));
    const published = 2 * gatewayCount * uploadsPerGateway;
    await until(() => live.outcomes.length >= published, `${published} processed uploads`);
    await live.ingest.foldRollups();

    expect(batches.reduce((sum, messages) => sum + messages, 0)).toBe(published);
    expect(batches.length).toBeLessThan(published / 2);
    const frames = live.outcomes.flatMap((outcome) => (outcome.kind === 'frames' ? [outcome] : []));
    expect(frames.reduce((sum, outcome) => sum + outcome.stored, 0)).toBe(gatewayCount * uploadsPerGateway);
    expect(frames.reduce((sum, outcome) => sum + outcome.duplicates, 0)).toBe(
      gatewayCount * uploadsPerGateway,
    );
    const sns = fixtures.map(({ device }) => device.sn);
    expect(await handle.db.select().from(rawFrames).where(inArray(rawFrames.deviceSn, sns))).toHaveLength(
      gatewayCount * uploadsPerGateway,
    );
    for (const { device } of fixtures) {
      const [day] = await handle.db
        .select()
        .from(deviceRollups)
        .where(and(eq(deviceRollups.deviceId, device.id), eq(deviceRollups.period, 'day')));
      expect(day?.samples).toBe(uploadsPerGateway);
      expect(day?.energy.pvEnergyTotal).toBeCloseTo((uploadsPerGateway - 1) / 10, 9);
    }

    // Every publish above resolved with its PUBACK, and the broker holds nothing back.
    expect(live.broker.uplink.heldCount).toBe(0);
  });
});

describe('a steady trickle of uploads', () => {
  it('stores a lone upload at once and makes later ones share a transaction, which a full batch starts at once', async () => {
    const trickle = await startEmbeddedLiveData(handle, { maxBatch: 3, partialBatchIntervalMs: 600_000 });
    try {
      const fixtures = await Promise.all(Array.from({ length: 3 }, () => createHybridPlant(handle)));
      const batches: number[] = [];
      trickle.ingest.on('batchStored', ({ messages }) => batches.push(messages));
      const clients = await Promise.all(fixtures.map(({ gateway }) => connectGateway(trickle.url, gateway)));
      const publish = (index: number, minute: number) => {
        const { gateway, device } = fixtures[index]!;
        const upload = hybridUpload(device.sn, [{ ts: t0 + minute * 60_000, values: { batterySoc: 50 } }]);
        return clients[index]!.publishAsync(framesTopic(gateway.sn), JSON.stringify(upload), { qos: 1 });
      };

      // After a quiet spell the first upload does not wait for company (the test would time out).
      await publish(0, 100);
      expect(batches).toEqual([1]);
      // The next ones wait for the interval to end or for a full batch…
      const waiting = Promise.all([publish(1, 100), publish(2, 100)]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(batches).toEqual([1]);
      // …which the third makes: all three are stored in one transaction at once.
      await Promise.all([waiting, publish(0, 101)]);
      expect(batches).toEqual([1, 3]);
      await Promise.all(clients.map((client) => client.endAsync()));
    } finally {
      await trickle.stop();
    }
  });
});

describe('uploads arriving while a transaction runs', () => {
  it('wait for it until a quarter of a batch has gathered, rather than take a transaction each', async () => {
    let receive: TReceiveUpload = () => true;
    const uplink: Uplink = {
      start: (receiver) => {
        receive = receiver;
        return Promise.resolve();
      },
      resume: () => {},
      stop: () => Promise.resolve(),
    };
    // No interval between partial batches: only the rule under test holds uploads back.
    const ingest = new Ingest({ db: handle.db, uplink, maxBatch: 8, partialBatchIntervalMs: 0 });
    const batches: number[] = [];
    ingest.on('batchStored', ({ messages }) => batches.push(messages));
    let acknowledged = 0;
    await ingest.start();
    try {
      // Unknown gateways: each upload is refused with a log row, in its batch's transaction.
      for (const sn of ['GWLONE', 'GWWAITS', 'GWJOINS'])
        receive({
          topic: framesTopic(sn),
          payload: Buffer.from('{}'),
          acknowledge: () => (acknowledged += 1),
        });
      await until(() => acknowledged === 3, 'three uploads stored');
      // The first started alone; the second waited for the third (a quarter of 8) to go with it.
      expect(batches).toEqual([1, 2]);
    } finally {
      await ingest.stop();
    }
  });
});
