/**
 * What the api benchmarks share: Sunfleet started in this process as `npm start` runs it (api,
 * channel, live data) on a database of the local PostgreSQL, calls and sign-in over HTTP, and the
 * bare MQTT request/reply every command benchmark compares against, on the same broker.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mqtt from 'mqtt';
import { setNoDelayOnConnect } from '@sunfleet/contract/gateway-wire';
import pg from 'pg';
import type { TTokenPair } from '@sunfleet/contract/auth';
import type { TEnvelope } from '@sunfleet/contract/envelope';
import { spawnSimulator } from '@sunfleet/api/src/simulator.testing.ts';
import { buildApp } from '@sunfleet/api/src/app.ts';
import { loadConfig } from '@sunfleet/api/src/config.ts';
import { Channel } from '@sunfleet/db/channel';
import { connect } from '@sunfleet/db/connect';
import { LiveData } from '@sunfleet/ingest/live-data';
import { forkBenchProcess } from './bench-process.ts';
import type { TGatewaysAnswer, TGatewaysRequest } from './commands-gateways.ts';

export const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const mqttUrl = process.env.MQTT_URL ?? 'mqtt://127.0.0.1:1883';
const quiet = {
  info: () => undefined,
  warn: () => undefined,
  error: (details: object, message: string) => console.error(message, details),
};

export const ms = (value: number) => `${value.toFixed(2)} ms`;

export async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** What a benchmark may change of how Sunfleet is started. */
export type TSunfleetOptions = {
  /** More configuration, as the environment would give it (`UPGRADE_HEALTHY_SECONDS` …). */
  env?: Record<string, string>;
  /** The api's port (default: any free one), for a `PUBLIC_URL` that must name it beforehand. */
  port?: number;
  /** Sees the api before it listens, to add hooks that measure it. */
  beforeListen?: (app: Awaited<ReturnType<typeof buildApp>>) => void;
};

/** Sunfleet in this process as `npm start` runs it with an external broker: api, channel, live data. */
export async function startSunfleet(
  databaseUrl: string,
  dataDir: string,
  ingestClientId: string,
  broker: { mqttUrl: string } | { port: number },
  options: TSunfleetOptions = {},
) {
  const config = loadConfig({
    ...options.env,
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-of-at-least-32-characters',
    WEB_DIST: join(dataDir, 'no-web'),
    ACCESS_TOKEN_TTL_SECONDS: '7200',
    SUNFLEET_DEMO: '0',
    DATABASE_URL: databaseUrl,
    // One user sends hundreds of commands a minute here; the limit's query still runs.
    COMMANDS_PER_USER_PER_MINUTE: '1000000',
    ...('mqttUrl' in broker
      ? { MQTT_URL: broker.mqttUrl }
      : { MQTT_PORT: String(broker.port), MQTT_HOST: '127.0.0.1' }),
    ...options.env,
  });
  const database = await connect({ databaseUrl });
  const channel = new Channel(database);
  await channel.start();
  const app = await buildApp(
    config,
    { db: database.db, liveFeed: channel, commandFeed: channel },
    { logger: false },
  );
  const liveData = new LiveData(
    // The same client id on every start, as INGEST_CLIENT_ID: the broker keeps the session meanwhile.
    { ...config.liveData, clientId: ingestClientId, shareGroup: undefined },
    database.db,
    quiet,
  );
  liveData.on('command', (notice) => channel.publish('command', notice));
  channel.on('command', () => liveData.wakeDispatcher());
  await liveData.start();
  options.beforeListen?.(app);
  await app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    base,
    brokerUrl: liveData.brokerUrl ?? '',
    liveData,
    stop: async () => {
      await app.close();
      await liveData.stop();
      await channel.stop();
      await database.close();
    },
  };
}

export async function call<T>(
  base: string,
  path: string,
  token: string,
  body?: object,
): Promise<TEnvelope<T>> {
  const response = await fetch(`${base}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body && JSON.stringify(body),
  });
  return (await response.json()) as TEnvelope<T>;
}

export async function signIn(base: string, user: { account: string; password: string }) {
  const response = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username: user.account, password: user.password }),
  });
  return ((await response.json()) as TEnvelope<TTokenPair>).data.access_token;
}

/**
 * Bare MQTT request/replies between two clients on the broker, sorted times in ms: each sample is
 * `chain` request/replies one after the other (a settings write is three commands in a row).
 */
export async function bareRoundTrips(count: number, chain = 1, url = mqttUrl) {
  const topic = `bench/bare/${randomUUID()}`;
  const asker = await mqtt.connectAsync(url, { clientId: `bare-a-${randomUUID().slice(0, 8)}` });
  const answerer = await mqtt.connectAsync(url, { clientId: `bare-b-${randomUUID().slice(0, 8)}` });
  // The floor: no delayed-ACK stalls on either client (the broker sets TCP_NODELAY too).
  setNoDelayOnConnect(asker);
  setNoDelayOnConnect(answerer);
  await answerer.subscribeAsync(`${topic}/req`, { qos: 1 });
  answerer.on(
    'message',
    (_topic, payload) => void answerer.publishAsync(`${topic}/rep`, payload, { qos: 1 }),
  );
  await asker.subscribeAsync(`${topic}/rep`, { qos: 1 });
  const times: number[] = [];
  const requestReply = () =>
    new Promise<void>((resolve) => {
      const id = randomUUID();
      const onMessage = (_topic: string, payload: Buffer) => {
        if (payload.toString() !== id) return;
        asker.off('message', onMessage);
        resolve();
      };
      asker.on('message', onMessage);
      void asker.publishAsync(`${topic}/req`, id, { qos: 1 });
    });
  for (let index = 0; index < count + 20; index += 1) {
    const started = performance.now();
    for (let link = 0; link < chain; link += 1) await requestReply();
    if (index >= 20) times.push(performance.now() - started);
  }
  await asker.endAsync();
  await answerer.endAsync();
  return times.sort((a, b) => a - b);
}

/** `count` request/replies published at once between two clients; ms to the last reply. */
export async function bareFanOut(url: string, count: number): Promise<number> {
  const topic = `bench/fanout/${randomUUID()}`;
  const asker = await mqtt.connectAsync(url, { clientId: `fan-a-${randomUUID().slice(0, 8)}` });
  const answerer = await mqtt.connectAsync(url, { clientId: `fan-b-${randomUUID().slice(0, 8)}` });
  await answerer.subscribeAsync(`${topic}/req/+`, { qos: 1 });
  answerer.on('message', (requestTopic, payload) => {
    const index = requestTopic.split('/').at(-1) ?? '';
    void answerer.publishAsync(`${topic}/rep/${index}`, payload, { qos: 1 });
  });
  await asker.subscribeAsync(`${topic}/rep/+`, { qos: 1 });
  const replied = new Set<string>();
  const started = performance.now();
  const done = new Promise<void>((resolve) => {
    asker.on('message', (replyTopic) => {
      replied.add(replyTopic);
      if (replied.size === count) resolve();
    });
  });
  for (let index = 0; index < count; index += 1)
    void asker.publishAsync(`${topic}/req/${index}`, JSON.stringify({ index, at: Date.now() }), { qos: 1 });
  await done;
  const elapsed = performance.now() - started;
  await asker.endAsync();
  await answerer.endAsync();
  return elapsed;
}

/**
 * A Mosquitto of the bench's own on a free port, configured as docs/deploy.md asks of production:
 * - `set_tcp_nodelay true`: the shared one on 1883 runs Debian's default configuration, whose
 *   sockets keep Nagle's algorithm on, so every reply would wait for a delayed ACK (~40 ms) and the
 *   reference would not be the floor;
 * - a deep queue per client: by default Mosquitto keeps at most 1,000 QoS 1 messages for a client
 *   and silently drops the rest ("Outgoing messages are being dropped"), and the ingest's session
 *   is the one client every gateway's uplink goes to — 1,000 gateways restarting while Sunfleet
 *   restarts overflow it (docs/performance.md, Stop 20).
 */
export async function startBenchMosquitto(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const directory = mkdtempSync(join(tmpdir(), 'sunfleet-bench-mosquitto-'));
  // Started as root, Mosquitto drops to its own user, which must be able to read the file.
  chmodSync(directory, 0o755);
  writeFileSync(
    join(directory, 'mosquitto.conf'),
    [
      `listener ${port} 127.0.0.1`,
      'allow_anonymous true',
      'set_tcp_nodelay true',
      'max_queued_messages 1000000',
      'persistence false',
      '',
    ].join('\n'),
  );
  const path = `${process.env.PATH ?? ''}:/usr/sbin:/usr/local/sbin`;
  const child = spawn('mosquitto', ['-c', join(directory, 'mosquitto.conf')], {
    stdio: 'ignore',
    env: { ...process.env, PATH: path },
  });
  const url = `mqtt://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    const probe = await mqtt
      .connectAsync(url, { reconnectPeriod: 0, connectTimeout: 500 })
      .catch(() => undefined);
    if (probe) {
      await probe.endAsync();
      break;
    }
    if (attempt > 50) throw new Error('the bench Mosquitto did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: async () => {
      child.kill();
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The simulated gateways of the command benchmarks in a process of their own (`commands-gateways.ts`). */
export const startGateways = () =>
  forkBenchProcess<TGatewaysRequest, TGatewaysAnswer>(new URL('./commands-gateways.ts', import.meta.url));

/** A gateway of the simulator's fleet file, with the Deye hybrid behind it. */
export type TSimulatedPlant = { gateway: { sn: string; key: string }; inverterSn: string };

/**
 * The real simulator (`npm run sim -- --fleet`) running `plants`, each a home with a Deye hybrid
 * and a battery; `args` are more of its options (`--upgrade-step` …); `stop` awaits its exit.
 */
export function startSimulator(plants: TSimulatedPlant[], brokerUrl: string, args: string[] = []) {
  return spawnSimulator(
    plants.map(({ gateway, inverterSn }, index) => ({
      name: `Bench home ${index + 1}`,
      plantType: 'dcCoupledStorage',
      timeZone: 'Europe/Madrid',
      location: { latitude: 39.47, longitude: -0.38 },
      capacityKwp: 8,
      batteryKwh: 10,
      seed: index + 1,
      gateway: {
        sn: gateway.sn,
        key: gateway.key,
        devices: [{ sn: inverterSn, kind: 'inverterSinglePhaseHybrid', dictionaryId: 'deye_hybrid' }],
      },
    })),
    brokerUrl,
    args,
  );
}

/** A port free now, for the embedded broker to take again after the restart. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
