import type { MqttClient } from 'mqtt';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@sunfleet/db/connect';
import { and, eq } from '@sunfleet/db/query';
import { deviceRollups, rawFrames } from '@sunfleet/db/telemetry-schema';
import { createTestDatabase } from '@sunfleet/db/testing';
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

/** Publishes one reading per upload, the energy counter rising 0.1 kWh each minute. */
async function publishReadings(fixture: Awaited<ReturnType<typeof createHybridPlant>>, client: MqttClient) {
  for (let i = 0; i < uploads; i += 1) {
    const upload = hybridUpload(fixture.device.sn, [
      { ts: t0 + i * 60_000, values: { totalProduction: 100 + i / 10 } },
    ]);
    await client.publishAsync(framesTopic(fixture.gateway.sn), JSON.stringify(upload), { qos: 1 });
  }
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

/** A fresh ingest on the same persistent session (same client id) as the one that stopped. */
async function restartIngest() {
  const clientId = live.ingest.clientId;
  await live.ingest.stop();
  live.ingest = new Ingest({ db: handle.db, url: live.url, ...live.broker.serviceCredentials, clientId });
  return live.ingest;
}

describe('no acknowledged upload is lost', () => {
  it('delivers what arrived while the ingest was stopped when it starts again', async () => {
    const fixture = await createHybridPlant(handle);
    const ingest = await restartIngest();
    const gateway = await connectGateway(live.url, fixture.gateway);
    await publishReadings(fixture, gateway);
    await gateway.endAsync();
    await ingest.start();
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
        await publishReadings(fixture, gateway);
        await until(() => failures >= 3, 'failed attempts while the database is down');
        const ingest = await restartIngest();
        await ingest.start();
        await server.query(`ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS true`);
      } finally {
        await server.query(`ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS true`);
        await server.end();
        await gateway.endAsync();
      }
      await expectExactlyAllStored(fixture.device.id, fixture.device.sn);
    },
  );
});
