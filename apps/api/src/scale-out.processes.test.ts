import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import mqtt from 'mqtt';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTokenPair } from '@sunfleet/contract/auth';
import type { TEnvelope } from '@sunfleet/contract/envelope';
import type { TLatestValues } from '@sunfleet/contract/telemetry';
import { connect, type DatabaseHandle } from '@sunfleet/db/connect';
import { sql } from '@sunfleet/db/query';
import { migrate } from '@sunfleet/db/migrate';
import { jobLeases } from '@sunfleet/db/scheduler-schema';
import { createCompany, createUser } from '@sunfleet/db/testing';
import { createDevice, createGateway } from '@sunfleet/db/telemetry-testing';
import { connectGateway, framesTopic, hybridUpload } from '@sunfleet/ingest/testing';
import type { TCampaign } from '@sunfleet/contract/campaigns';
import type { TCommand, TGatewayCommandResult } from '@sunfleet/contract/commands';
import { commandTopic, uplinkTopic } from '@sunfleet/contract/gateway-wire';
import { deyeHybrid } from '@sunfleet/protocols/dictionaries/deye-hybrid';
import { repoRoot } from './config.ts';
import { validPlant } from './modules/plants/fixtures.ts';

/**
 * Several processes give the same answers as one: two api processes (INGEST=0) and one ingest
 * worker, each started by its real entry point, on a fresh PostgreSQL database and the local
 * Mosquitto. `npm run test:processes` (CI runs it after the PostgreSQL tests).
 */
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const mqttUrl = process.env.MQTT_URL ?? 'mqtt://127.0.0.1:1883';
/** Each process compiles its TypeScript on start; two shared cores make that slow. */
const startTimeoutMs = 90_000;

type TProcess = { name: string; child: ChildProcess; output: string[] };

/** Starts an entry point and resolves once a line of its log matches `ready`. */
function startProcess(name: string, entry: string, env: Record<string, string>, ready: RegExp) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, entry)], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started: TProcess = { name, child, output: [] };
  return new Promise<{ process: TProcess; match: RegExpExecArray }>((resolve, reject) => {
    const timer = setTimeout(() => reject(failure('did not start in time')), startTimeoutMs);
    const failure = (why: string) => new Error(`${name} ${why}:\n${started.output.slice(-20).join('\n')}`);
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        started.output.push(line);
        const match = ready.exec(line);
        if (!match) return;
        clearTimeout(timer);
        resolve({ process: started, match });
      });
    }
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(failure(`exited with ${code}`));
    });
  });
}

/** SIGTERM (a clean shutdown), SIGKILL if it has not ended within 10 s. */
async function stopProcess({ child }: TProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(killer);
}

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Reads server-sent `latest` events off a stream as they come. */
function latestEvents(body: ReadableStream<Uint8Array>) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  return {
    async next(): Promise<TLatestValues> {
      for (;;) {
        const end = buffered.indexOf('\n\n');
        if (end >= 0) {
          const event = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const data = /^event: latest\ndata: (.*)$/m.exec(event)?.[1];
          if (data) return JSON.parse(data) as TLatestValues;
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffered += value;
      }
    },
    cancel: () => reader.cancel(),
  };
}

describe('several processes on PostgreSQL and Mosquitto', () => {
  const databaseName = `sunfleet_processes_${randomUUID().replaceAll('-', '')}`;
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).toString();
  const ingestClientId = `sunfleet-ingest-${randomUUID()}`;
  const dataDirs: string[] = [];
  const processes: TProcess[] = [];
  let handle: DatabaseHandle;
  let apiA: string;
  let apiB: string;

  const startApi = async (name: string) => {
    const dataDir = mkdtempSync(join(tmpdir(), `sunfleet-${name}-`));
    dataDirs.push(dataDir);
    const { process: api, match } = await startProcess(
      name,
      'apps/api/src/main.ts',
      {
        DATABASE_URL: databaseUrl,
        JWT_SECRET: 'the-same-secret-in-every-api-process',
        INGEST: '0',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST: join(dataDir, 'no-web'),
        ADMIN_EMAIL: 'admin@example.test',
        ADMIN_PASSWORD: 'admin-password',
        // Short enough to count several periods of a job both api processes register.
        ALARM_MAIL_EVERY_SECONDS: '1',
      },
      /Server listening at (http:\/\/127\.0\.0\.1:\d+)/,
    );
    processes.push(api);
    return match[1]!;
  };

  beforeAll(async () => {
    await onServer(`CREATE DATABASE ${databaseName}`);
    handle = await connect({ databaseUrl });
    await migrate(handle);
    const [a, b, worker] = await Promise.all([
      startApi('api-a'),
      startApi('api-b'),
      startProcess(
        'ingest',
        'apps/ingest/src/main.ts',
        {
          DATABASE_URL: databaseUrl,
          MQTT_URL: mqttUrl,
          INGEST_CLIENT_ID: ingestClientId,
          INGEST_SHARE_GROUP: `test-${randomUUID().slice(0, 8)}`,
        },
        /ingest worker started/,
      ),
    ]);
    apiA = a;
    apiB = b;
    processes.push(worker.process);
  }, 4 * startTimeoutMs);

  afterAll(async () => {
    await Promise.all(processes.map(stopProcess));
    // The worker's persistent session would keep a queue on the shared broker.
    const cleaner = await mqtt.connectAsync(mqttUrl, {
      clientId: ingestClientId,
      clean: true,
      reconnectPeriod: 0,
    });
    await cleaner.endAsync();
    await handle?.close();
    await onServer(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const call = async <T>(base: string, path: string, token?: string, body?: object) => {
    const response = await fetch(`${base}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body && JSON.stringify(body),
    });
    return (await response.json()) as TEnvelope<T>;
  };
  const signIn = async (base: string, user: { account: string; password: string }) =>
    (
      await call<TTokenPair>(base, '/oauth/token', undefined, {
        grant_type: 'password',
        username: user.account,
        password: user.password,
      })
    ).data;

  it('answers on B what was done on A, and streams on B what the worker stored', async () => {
    const company = await createCompany(handle);
    const owner = await createUser(handle, { kind: 'customer', companyId: company.id });
    const visitor = await createUser(handle, { kind: 'customer' });
    const gateway = await createGateway(handle, { companyId: company.id });
    const ownerOnA = await signIn(apiA, owner);
    const ownerOnB = await signIn(apiB, owner);
    const visitorOnB = await signIn(apiB, visitor);

    // A plant created on A is listed on B.
    const created = await call<{ id: string }>(
      apiA,
      '/api/v1/plant',
      ownerOnA.access_token,
      validPlant(gateway),
    );
    expect(created.code).toBe(0);
    const plantId = created.data.id;
    const listed = await call<{ infos: { id: string }[] }>(apiB, '/api/v1/plants', ownerOnB.access_token);
    expect(listed.data.infos.map((plant) => plant.id)).toContain(plantId);

    // A share cancelled on A is denied on B at once.
    const shared = await call(apiA, `/api/v1/plant/${plantId}/share`, ownerOnA.access_token, {
      account: visitor.account,
      role: 'visitor',
    });
    expect(shared.code).toBe(0);
    expect((await call(apiB, `/api/v1/plant/${plantId}`, visitorOnB.access_token)).code).toBe(0);
    await call(apiA, `/api/v1/plant/${plantId}/cancelShare`, ownerOnA.access_token, { userId: visitor.id });
    expect((await call(apiB, `/api/v1/plant/${plantId}`, visitorOnB.access_token)).code).toBe(700);

    // A reading the gateway publishes, stored by the worker, appears on a stream opened on B.
    const device = await createDevice(handle, {
      gatewayId: gateway.id,
      plantId,
      kind: deyeHybrid.kind,
      dictionaryId: deyeHybrid.id,
    });
    const stream = await fetch(`${apiB}/api/v1/telemetry/${device.sn}/stream`, {
      headers: { authorization: `Bearer ${ownerOnB.access_token}` },
    });
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = latestEvents(stream.body!);
    const readAt = Date.UTC(2026, 3, 2, 11, 0);
    const client = await connectGateway(mqttUrl, gateway);
    await client.publishAsync(
      framesTopic(gateway.sn),
      JSON.stringify(hybridUpload(device.sn, [{ ts: readAt, values: { pv1Power: 1200 } }])),
      { qos: 1 },
    );
    await client.endAsync();
    const latest = await events.next();
    expect(latest).toMatchObject({ sn: device.sn, readAt: new Date(readAt).toISOString() });
    await events.cancel();

    // Signing out on A makes the token fail on B.
    expect((await call(apiB, '/api/v1/user', ownerOnA.access_token)).code).toBe(0);
    await call(apiA, '/oauth/revoke', undefined, { refresh_token: ownerOnA.refresh_token });
    expect((await call(apiB, '/api/v1/user', ownerOnA.access_token)).code).toBe(401);
    expect((await call(apiB, '/api/v1/user', ownerOnB.access_token)).code).toBe(0);
  });

  it('sends a command queued on A through the worker, and B sees it succeed (docs/adr/0021)', async () => {
    const company = await createCompany(handle);
    const admin = await createUser(handle, { kind: 'company', companyId: company.id, isCompanyAdmin: true });
    const gateway = await createGateway(handle, { companyId: company.id, status: 'normal' });
    const onA = await signIn(apiA, admin);
    const onB = await signIn(apiB, admin);

    // A stand-in gateway on Mosquitto: accepts, then succeeds, every command it gets.
    const client = await connectGateway(mqttUrl, gateway, { clean: true });
    const received: string[] = [];
    client.on('message', (_topic, payload) => {
      const { cmdId } = JSON.parse(payload.toString()) as { cmdId: string };
      received.push(cmdId);
      for (const status of ['accepted', 'succeeded'])
        void client.publishAsync(
          uplinkTopic(gateway.sn, 'reply'),
          JSON.stringify({ msgId: randomUUID(), ts: Date.now(), cmdId, status }),
          { qos: 1 },
        );
    });
    await client.subscribeAsync(commandTopic(gateway.sn), { qos: 1 });

    // A restart answers per gateway (ADR 0039): the command, or the reason it was refused.
    const queued = await call<TGatewayCommandResult[]>(
      apiA,
      `/api/v1/gateway/${gateway.sn}/restart`,
      onA.access_token,
      {},
    );
    expect(queued).toMatchObject({ code: 0, data: [{ code: 0 }] });
    const id = queued.data[0]!.command!.id;
    const stream = await fetch(`${apiB}/api/v1/commands/stream?ids=${id}`, {
      headers: { authorization: `Bearer ${onB.access_token}` },
    });
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes('"state":"succeeded"')) {
      const { value, done } = await reader.read();
      if (done) break;
      text += value;
    }
    await reader.cancel();
    expect(text).toContain('"state":"succeeded"');
    const onBoth = await Promise.all(
      [apiA, apiB].map((base) => call<TCommand>(base, `/api/v1/command/${id}`, onA.access_token)),
    );
    expect(onBoth.map((answer) => answer.data.state)).toEqual(['succeeded', 'succeeded']);
    expect(received).toEqual([id]);
    await client.endAsync();
  });

  it('runs each periodic job once per period, though two api processes register it (docs/adr/0041)', async () => {
    const leases = async () =>
      new Map((await handle.db.select().from(jobLeases)).map((lease) => [lease.name, lease]));
    const before = await leases();
    const started = Date.now();
    await sleep(6_000);
    const after = await leases();
    const elapsedSeconds = (Date.now() - started) / 1000;
    const runsBetween = (name: string) => (after.get(name)?.runs ?? 0) - (before.get(name)?.runs ?? 0);
    // Alarm e-mails every second on both api processes: one run a second between them, not two.
    expect(runsBetween('api.alarm-mails')).toBeGreaterThanOrEqual(Math.floor(elapsedSeconds) - 2);
    expect(runsBetween('api.alarm-mails')).toBeLessThanOrEqual(Math.ceil(elapsedSeconds) + 1);
    // The hourly purge: both processes started it, one ran it.
    expect(after.get('api.purge')?.runs).toBe(1);
    // The worker's jobs: the sweep at its start, the dispatcher's re-ask every second.
    expect(after.get('ingest.offline-sweep')?.runs).toBeGreaterThanOrEqual(1);
    expect(runsBetween('commands.re-ask')).toBeGreaterThanOrEqual(Math.floor(elapsedSeconds) - 2);
  });

  // Last: it kills api-a, which the tests above need.
  it('finishes on B a campaign started on A when A is killed mid-run, no target executed twice (docs/adr/0040)', async () => {
    const company = await createCompany(handle);
    const admin = await createUser(handle, { kind: 'company', companyId: company.id, isCompanyAdmin: true });
    const gateways = [];
    for (let index = 0; index < 6; index += 1)
      gateways.push(await createGateway(handle, { companyId: company.id, status: 'normal' }));
    const sns = gateways.map((gateway) => gateway.sn);

    // Stand-in gateways that take a while to restart, so a wave is in flight when A dies.
    const received = new Map<string, string[]>();
    const clients = await Promise.all(
      gateways.map(async (gateway) => {
        const client = await connectGateway(mqttUrl, gateway, { clean: true });
        client.on('message', (_topic, payload) => {
          const { cmdId } = JSON.parse(payload.toString()) as { cmdId: string };
          received.set(gateway.sn, [...(received.get(gateway.sn) ?? []), cmdId]);
          setTimeout(() => {
            for (const status of ['accepted', 'succeeded'])
              void client.publishAsync(
                uplinkTopic(gateway.sn, 'reply'),
                JSON.stringify({ msgId: randomUUID(), ts: Date.now(), cmdId, status }),
                { qos: 1 },
              );
          }, 1_500);
        });
        await client.subscribeAsync(commandTopic(gateway.sn), { qos: 1 });
        return client;
      }),
    );
    const onA = await signIn(apiA, admin);
    const onB = await signIn(apiB, admin);
    const started = await call<TCampaign>(apiA, '/api/v1/campaigns/restart', onA.access_token, {
      selection: { sns },
      firstWave: { size: 2 },
      perMinute: 1000,
      halt: { failurePercent: 50, minExecuted: 6 },
    });
    expect(started).toMatchObject({ code: 0, data: { total: 6, state: 'running' } });
    const id = started.data.id;
    const onBNow = async () =>
      (await call<TCampaign>(apiB, `/api/v1/campaigns/${id}`, onB.access_token)).data;
    const waitOnB = async (isDone: (campaign: TCampaign) => boolean, ms: number) => {
      const deadline = Date.now() + ms;
      for (;;) {
        const campaign = await onBNow();
        if (isDone(campaign) || Date.now() > deadline) return campaign;
        await sleep(200);
      }
    };

    // The first wave is out and not yet answered: A dies without a clean shutdown.
    const inFlight = await waitOnB((campaign) => campaign.counts.pending < 6, 20_000);
    expect(inFlight.counts.succeeded).toBeLessThan(6);
    const apiAProcess = processes.find((each) => each.name === 'api-a')!;
    const exited = new Promise((resolve) => apiAProcess.child.once('exit', resolve));
    apiAProcess.child.kill('SIGKILL');
    await exited;

    // B alone finishes it.
    const done = await waitOnB((campaign) => campaign.state !== 'running', 45_000);
    expect(done).toMatchObject({ state: 'completed', counts: { succeeded: 6 } });
    const rowsOf = async <T>(query: ReturnType<typeof sql>) => {
      const result: unknown = await handle.db.execute(query);
      return (result as { rows: T[] }).rows;
    };
    const perGateway = await rowsOf<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM commands
      WHERE gateway_sn IN (SELECT value FROM json_array_elements_text(${JSON.stringify(sns)}::json))
      GROUP BY gateway_sn`);
    expect(perGateway.map((row) => row.n)).toEqual([1, 1, 1, 1, 1, 1]);
    const attempts = await rowsOf<{ attempts: number }>(
      sql`SELECT attempts FROM campaign_targets WHERE campaign_id = ${id}`,
    );
    expect(attempts.map((row) => row.attempts)).toEqual([1, 1, 1, 1, 1, 1]);
    // Each device received its one command once (a re-send after a lost ack would repeat the id).
    expect(sns.map((sn) => new Set(received.get(sn)).size)).toEqual([1, 1, 1, 1, 1, 1]);
    await Promise.all(clients.map((client) => client.endAsync()));
  }, 120_000);
});
