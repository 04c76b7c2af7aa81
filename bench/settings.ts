/**
 * Remote settings (issue 17, docs/adr/0037), measured in one run on the local PostgreSQL
 * (BENCH_DATABASE_URL) and Mosquitto (MQTT_URL): a read-modify-write of one setting on one
 * simulated Deye hybrid — `POST /dy/store/{sn}/setting/workMode` reads the page's registers,
 * writes the changed value and reads it back, three commands through the command channel and the
 * simulator (a real `npm run sim` process) — one at a time, p50 and p99, against three bare MQTT
 * request/replies in a row between two clients on the same broker, in turns.
 *
 *   npm run bench:settings -- [--writes 60]
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import mqtt from 'mqtt';
import type { TSettingsRead, TSettingsWrite } from '@sunfleet/contract/settings';
import { connect } from '@sunfleet/db/connect';
import { migrate } from '@sunfleet/db/migrate';
import { createCompany, createUser } from '@sunfleet/db/testing';
import { createDevice, createGateway, createPlant } from '@sunfleet/db/telemetry-testing';
import { percentile } from './percentile.ts';
import {
  bareRoundTrips,
  call,
  ms,
  mqttUrl,
  onServer,
  serverUrl,
  signIn,
  startSimulator,
  startSunfleet,
} from './sunfleet-bench.ts';

const { values: args } = parseArgs({ options: { writes: { type: 'string', default: '60' } } });
const writes = Number(args.writes);

async function settingsWrites(base: string, token: string, inverterSn: string, count: number) {
  const times: number[] = [];
  for (let index = 0; index < count + 5; index += 1) {
    const started = performance.now();
    // A new value each time, so every write changes something and reads it back.
    const written = await call<TSettingsWrite>(
      base,
      `/api/v1/dy/store/${inverterSn}/setting/workMode`,
      token,
      {
        values: { maxSellPower: 1000 + (index % 50) * 100 },
      },
    );
    if (written.code !== 0 || !written.data.written[0]?.confirmed)
      throw new Error(`write not confirmed: ${JSON.stringify(written)}`);
    if (index >= 5) times.push(performance.now() - started);
  }
  return times;
}

async function main() {
  const databaseName = `sunfleet_bench_settings_${randomUUID().replaceAll('-', '')}`;
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).toString();
  await onServer(`CREATE DATABASE ${databaseName}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'sunfleet-bench-settings-'));
  const ingestClientId = `bench-ingest-${randomUUID().slice(0, 8)}`;
  const handle = await connect({ databaseUrl });
  await migrate(handle);
  const sunfleet = await startSunfleet(databaseUrl, dataDir, ingestClientId, { mqttUrl });
  let simulator: ReturnType<typeof startSimulator> | undefined;
  try {
    const company = await createCompany(handle);
    const admin = await createUser(handle, { kind: 'company', companyId: company.id, isCompanyAdmin: true });
    const plant = await createPlant(handle, { companyId: company.id });
    const gateway = await createGateway(handle, { companyId: company.id, plantId: plant.id });
    const inverterSn = `BS${randomUUID().slice(0, 8)}`.toUpperCase();
    await createDevice(handle, {
      gatewayId: gateway.id,
      plantId: plant.id,
      sn: inverterSn,
      kind: 'inverterSinglePhaseHybrid',
      dictionaryId: 'deye_hybrid',
      status: 'normal',
    });
    simulator = startSimulator([{ gateway, inverterSn }], mqttUrl);
    const token = await signIn(sunfleet.base, admin);
    for (let waited = 0; waited < 60; waited += 1) {
      const read = await call<TSettingsRead>(sunfleet.base, `/api/v1/dy/store/${inverterSn}/read`, token);
      if (read.code === 0) break;
    }

    // In turns with the bare reference, so load on the machine moves both alike.
    const bare: number[] = [];
    const rmw: number[] = [];
    const turns = 3;
    for (let turn = 0; turn < turns; turn += 1) {
      bare.push(...(await bareRoundTrips(Math.ceil(writes / turns), 3)));
      rmw.push(...(await settingsWrites(sunfleet.base, token, inverterSn, Math.ceil(writes / turns))));
    }
    bare.sort((a, b) => a - b);
    rmw.sort((a, b) => a - b);
    const [bare50, bare99, rmw50, rmw99] = [
      percentile(bare, 50),
      percentile(bare, 99),
      percentile(rmw, 50),
      percentile(rmw, 99),
    ];
    console.log(`\nSettings read-modify-write on Mosquitto (${rmw.length} each, one at a time)`);
    console.log(`  three bare MQTT request/replies   p50 ${ms(bare50)}  p99 ${ms(bare99)}`);
    console.log(`  read, write, read back (api)      p50 ${ms(rmw50)}  p99 ${ms(rmw99)}`);
    console.log(
      `  p50 ratio ${(rmw50 / bare50).toFixed(1)}×, p99 ratio ${(rmw99 / bare99).toFixed(1)}× (goal ≤ 2×)`,
    );
  } finally {
    await simulator?.stop();
    await sunfleet.stop();
    await handle.close();
    await onServer(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    // The ingest's persistent session would keep a queue on the shared broker.
    const cleaner = await mqtt.connectAsync(mqttUrl, {
      clientId: ingestClientId,
      clean: true,
      reconnectPeriod: 0,
    });
    await cleaner.endAsync();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
