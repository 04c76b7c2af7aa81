import type { MqttClient } from 'mqtt';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@sunfleet/db/connect';
import { and, eq } from '@sunfleet/db/query';
import { deviceRollups, rawFrames } from '@sunfleet/db/telemetry-schema';
import { createTestDatabase } from '@sunfleet/db/testing';
import { EmbeddedBroker } from './embedded-broker.ts';
import { Ingest } from './ingest.ts';
import {
  connectGateway,
  createHybridPlant,
  framesTopic,
  hybridUpload,
  startEmbeddedLiveData,
  until,
} from './testing.ts';

const uploads = 20;
const t0 = Date.UTC(2026, 6, 1, 9, 0);

let handle: DatabaseHandle;
let live: Awaited<ReturnType<typeof startEmbeddedLiveData>>;
beforeAll(async () => {
  handle = await createTestDatabase();
  live = await startEmbeddedLiveData(handle, { retryDelayMs: { first: 50, max: 200 } });
});
afterAll(async () => {
  await live.stop();
  await handle.close();
});

/**
 * Publishes one reading per upload, the energy counter rising 0.1 kWh each minute, all at once;
 * resolves when every upload is acknowledged.
 */
function publishReadings(fixture: Awaited<ReturnType<typeof createHybridPlant>>, client: MqttClient) {
  return Promise.all(
    Array.from({ length: uploads }, (_, i) => {
      const upload = hybridUpload(fixture.device.sn, [
        { ts: t0 + i * 60_000, values: { totalProduction: 100 + i / 10 } },
      ]);
      return client.publishAsync(framesTopic(fixture.gateway.sn), JSON.stringify(upload), { qos: 1 });
    }),
  );
}

/** Counts the PUBACKs a gateway receives. */
function countAcknowledgements(client: MqttClient): () => number {
  let acknowledged = 0;
  client.on('packetreceive', (packet) => {
    if (packet.cmd === 'puback') acknowledged += 1;
  });
  return () => acknowledged;
}

async function expectExactlyAllStored(deviceId: string, deviceSn: string) {
  const countStored = async () =>
    (await handle.db.select().from(rawFrames).where(eq(rawFrames.deviceSn, deviceSn))).length;
  await until(async () => (await countStored()) >= uploads, `${uploads} stored readings`, 20_000);
  expect(await countStored()).toBe(uploads);
  await live.ingest.foldRollups();
  const [day] = await handle.db
    .select()
    .from(deviceRollups)
    .where(and(eq(deviceRollups.deviceId, deviceId), eq(deviceRollups.period, 'day')));
  expect(day?.samples).toBe(uploads);
  expect(day?.energy.pvEnergyTotal).toBeCloseTo((uploads - 1) / 10, 9);
}

/** A fresh ingest on the broker's uplink, after the one before has stopped. */
async function restartIngest() {
  await live.ingest.stop();
  live.ingest = new Ingest({ db: handle.db, uplink: live.broker.uplink });
  return live.ingest;
}

describe('no acknowledged upload is lost', () => {
  it('acknowledges no upload before it is stored, and stores what waited once the ingest starts', async () => {
    const fixture = await createHybridPlant(handle);
    const ingest = await restartIngest();
    const gateway = await connectGateway(live.url, fixture.gateway);
    const acknowledged = countAcknowledgements(gateway);
    const published = publishReadings(fixture, gateway);
    await until(() => live.broker.uplink.heldCount === uploads, 'the uploads at the broker');
    expect(acknowledged()).toBe(0);
    await ingest.start();
    await published;
    expect(acknowledged()).toBe(uploads);
    await gateway.endAsync();
    await expectExactlyAllStored(fixture.device.id, fixture.device.sn);
  });

  it('has a gateway send again what the broker held when the process ended', async () => {
    const fixture = await createHybridPlant(handle);
    await live.ingest.stop();
    const gateway = await connectGateway(live.url, fixture.gateway, { clean: false, reconnectPeriod: 100 });
    const published = publishReadings(fixture, gateway);
    await until(() => live.broker.uplink.heldCount === uploads, 'the uploads at the broker');
    // The broker and ingest end as the process would, and start again on the same port.
    const { port } = live.broker;
    await live.broker.stop();
    live.broker = new EmbeddedBroker({ db: handle.db, port, host: '127.0.0.1' });
    await live.broker.start();
    live.ingest = new Ingest({ db: handle.db, uplink: live.broker.uplink });
    await live.ingest.start();
    await published;
    await gateway.endAsync();
    await expectExactlyAllStored(fixture.device.id, fixture.device.sn);
  });

  // PostgreSQL is made unavailable for real: the test database stops accepting connections and
  // its server processes are terminated, so every query of the pool fails until it is allowed
  // again. (PGlite lives inside this process; it cannot be unavailable while the test runs.)
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'keeps uploads unacknowledged while PostgreSQL is unavailable, across an ingest restart',
    async () => {
      const fixture = await createHybridPlant(handle);
      const [row] = await handle.withSession((session) =>
        session.query<{ name: string }>('SELECT current_database() AS name'),
      );
      const gateway = await connectGateway(live.url, fixture.gateway);
      const server = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await server.connect();
      const database = `"${row?.name ?? ''}"`;
      try {
        await server.query(`ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS false`);
        await server.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [
          row?.name,
        ]);
        let failures = 0;
        live.ingest.on('storeFailed', () => (failures += 1));
        const acknowledged = countAcknowledgements(gateway);
        const published = publishReadings(fixture, gateway);
        await until(() => failures >= 3, 'failed attempts while the database is down');
        const ingest = await restartIngest();
        await ingest.start();
        expect(acknowledged()).toBe(0);
        await server.query(`ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS true`);
        await published;
      } finally {
        await server.query(`ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS true`);
        await server.end();
        await gateway.endAsync();
      }
      await expectExactlyAllStored(fixture.device.id, fixture.device.sn);
    },
  );
});
