/**
 * Ingest ceiling: decoded values per second from MQTT publish (QoS 1, real gateway clients in a
 * process of their own, embedded broker on a free port) to committed rows, against the same rows loaded with COPY into
 * the same tables; publish-to-queryable latency; CPU per value extrapolated to a fleet; and the
 * same ingest on PGlite; then the ceiling of two ingest workers against one, each a real worker
 * process (`npm run ingest`) sharing the uploads through an MQTT shared subscription on the local
 * Mosquitto (MQTT_URL). Prints ratios measured in this one run (see docs/performance.md).
 *
 *   npm run bench:ingest -- [--gateways 20] [--uploads 10] [--ceiling-rounds 3] [--warm-up-uploads 3] [--fleet-gateways 1000] [--paced-seconds 30]
 *                           [--pglite-storage disk|memory] [--only workers]
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server on
 * which a fresh database is created and dropped again.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import mqtt from 'mqtt';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { connect, type DatabaseHandle } from '@sunfleet/db/connect';
import { migrate } from '@sunfleet/db/migrate';
import { createTestDatabase } from '@sunfleet/db/testing';
import { startEmbeddedLiveData, until, type TLiveData } from '@sunfleet/ingest/testing';
import { forkBenchProcess } from './bench-process.ts';
import { freePort } from './sunfleet-bench.ts';
import { watchCommits } from './live-latency.ts';
import { createReferencePlant } from './reference-plant.ts';
import {
  devicesPerGateway,
  fleetUploadsPerSecond,
  fleetValuesPerSecond,
  valuesPerFrame,
  type TFleetGateway,
  type TGatewayCommand,
  type TGatewayReply,
} from './ingest-fleet.ts';

const { values: args } = parseArgs({
  options: {
    gateways: { type: 'string', default: '20' },
    uploads: { type: 'string', default: '10' },
    'ceiling-rounds': { type: 'string', default: '3' },
    'warm-up-uploads': { type: 'string', default: '3' },
    'fleet-gateways': { type: 'string', default: '1000' },
    'paced-seconds': { type: 'string', default: '30' },
    'pglite-storage': { type: 'string', default: 'disk' },
    only: { type: 'string' },
  },
});
const gatewayCount = Number(args.gateways);
const uploadsPerGateway = Number(args.uploads);
/**
 * Bursts measured per engine: one burst lasts a fraction of a second, and other work on the shared
 * machine moved single bursts by up to 2.5×. The ceiling is all bursts' values over their time
 * together, so it is measured on as many readings as COPY loads (the warm-up's besides).
 */
const ceilingRounds = Math.max(1, Number(args['ceiling-rounds']));
const warmUpUploads = Number(args['warm-up-uploads']);
/** The fleet publishing at its rate; the ceiling's bursts come from its first `gatewayCount` gateways. */
const fleetGatewayCount = Math.max(gatewayCount, Number(args['fleet-gateways']));
const pacedSeconds = Number(args['paced-seconds']);
/** `disk`: PGlite in a directory, as `npm start` runs it; `memory`: PGlite with no files. */
const pgliteStorage = args['pglite-storage'];
if (pgliteStorage !== 'disk' && pgliteStorage !== 'memory')
  throw new Error(`--pglite-storage: "${pgliteStorage}" is neither disk nor memory`);
/** `workers`: only the workers' comparison (a quick look while working on scale-out). */
const only = args.only;
if (only !== undefined && only !== 'workers') throw new Error(`--only: "${only}" is not workers`);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The external broker the workers share (Mosquitto 2 supports `$share`). */
const mqttUrl = process.env.MQTT_URL ?? 'mqtt://127.0.0.1:1883';

/**
 * Tables the ingest writes per reading, with the condition that picks the rows of some devices
 * (`sns`, an array of their SNs): the COPY comparison loads exactly the rows the ceiling's gateways
 * wrote.
 */
const ingestTables = {
  raw_frames: (sns: string) => `device_sn = ANY(${sns})`,
  device_latest: (sns: string) => `device_id IN (SELECT id FROM devices WHERE sn = ANY(${sns}))`,
  device_rollups: (sns: string) => `device_id IN (SELECT id FROM devices WHERE sn = ANY(${sns}))`,
  plant_rollups: (sns: string) => `plant_id IN (SELECT plant_id FROM devices WHERE sn = ANY(${sns}))`,
};

/** One plant per gateway with five Deye hybrids behind it, as the reference fleet has. */
async function createFleet(handle: DatabaseHandle, size = fleetGatewayCount): Promise<TFleetGateway[]> {
  const createGatewayWithDevices = async (): Promise<TFleetGateway> => {
    const { gateway, devices } = await createReferencePlant(handle);
    return { sn: gateway.sn, key: gateway.key, deviceSns: devices.map((device) => device.sn) };
  };
  const fleet: TFleetGateway[] = [];
  // A few at a time: PostgreSQL's pool works on several; PGlite takes them one after another.
  while (fleet.length < size) {
    const count = Math.min(8, size - fleet.length);
    fleet.push(...(await Promise.all(Array.from({ length: count }, createGatewayWithDevices))));
  }
  return fleet;
}

/** CPU time spent during a phase: this process (broker and ingest) and the database's. */
type TCpu = { processMicros: number; databaseMicros: number | undefined; wallMicros: number };

type TRunResult = {
  engine: string;
  /** Loading what the warm-up and the ceiling stored again with COPY (PostgreSQL only). */
  copy: { seconds: number; readings: number } | undefined;
  /** Readings of one burst. */
  readings: number;
  /** Each burst's rate, in the order measured. */
  burstValuesPerSecond: number[];
  /** All bursts' values over their time together. */
  valuesPerSecond: number;
  /** The same, until the rollups hold every reading too. */
  foldedValuesPerSecond: number;
  /** Transactions the bursts took: the fewer, the more uploads each group commit carried. */
  batches: number;
  /** At the ceiling (bursts), storing the readings; all bursts together. */
  ceilingCpu: TCpu;
  /** Folding the bursts' readings into the rollups afterwards; all bursts together. */
  foldCpu: TCpu;
  /** At the reference fleet's rate, measured directly. */
  fleetCpu: TCpu;
  latency: { p50: number; p99: number; samples: number };
};

/** Clock ticks of the database's own server processes (PostgreSQL only; Linux /proc). */
async function backendTicks(handle: DatabaseHandle): Promise<Map<number, number> | undefined> {
  if (handle.engine !== 'postgres') return undefined;
  const backends = await handle.withSession((session) =>
    session.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database()'),
  );
  const ticks = new Map<number, number>();
  for (const { pid } of backends) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks.set(pid, Number(fields[11]) + Number(fields[12]));
    } catch {
      // The backend ended meanwhile.
    }
  }
  return ticks;
}

function tickDelta(before: Map<number, number> | undefined, after: Map<number, number> | undefined) {
  if (!before || !after) return undefined;
  let ticks = 0;
  for (const [pid, value] of after) ticks += value - (before.get(pid) ?? 0);
  // Linux reports 100 ticks per second.
  return ticks * 10_000;
}

/** Runs a phase and measures the CPU time it cost, of this process and of the database server. */
async function withCpu<T>(handle: DatabaseHandle, phase: () => Promise<T>): Promise<T & { cpu: TCpu }> {
  const ticksBefore = await backendTicks(handle);
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const result = await phase();
  const used = process.cpuUsage(cpuBefore);
  const wallMicros = (performance.now() - started) * 1_000;
  const databaseMicros = tickDelta(ticksBefore, await backendTicks(handle));
  return { ...result, cpu: { processMicros: used.user + used.system, databaseMicros, wallMicros } };
}

const sumOf = (values: number[]) => values.reduce((sum, value) => sum + value, 0);

const sumCpu = (cpus: TCpu[]): TCpu => ({
  processMicros: sumOf(cpus.map((cpu) => cpu.processMicros)),
  databaseMicros: cpus.some((cpu) => cpu.databaseMicros === undefined)
    ? undefined
    : sumOf(cpus.map((cpu) => cpu.databaseMicros ?? 0)),
  wallMicros: sumOf(cpus.map((cpu) => cpu.wallMicros)),
});

type TGatewayProcess = ReturnType<typeof startGateways>;

/**
 * The simulated gateways in their own process (`ingest-gateways.ts`), so that what they spend on
 * building and publishing uploads is not counted as Sunfleet's CPU.
 */
const startGateways = () =>
  forkBenchProcess<TGatewayCommand, TGatewayReply>(new URL('./ingest-gateways.ts', import.meta.url));

/**
 * Has the fleet's first `gateways` publish their next `uploads` uploads each at once (QoS 1) and
 * waits for them to be committed; counts the transactions that took them when the ingest runs in
 * this process (`live`). The uploads are built before the clock runs.
 */
async function burst(
  live: TLiveData | undefined,
  gatewayProcess: TGatewayProcess,
  stored: () => number | Promise<number>,
  { gateways, uploads }: { gateways: number; uploads: number },
) {
  const readings = gateways * uploads * devicesPerGateway;
  const expected = (await stored()) + readings;
  await gatewayProcess.ask({ kind: 'prepareBurst', gateways, uploads }, 'prepared');
  let batches = 0;
  const countBatch = () => (batches += 1);
  live?.ingest.on('batchStored', countBatch);
  const started = performance.now();
  await gatewayProcess.ask({ kind: 'burst' }, 'published');
  await until(async () => (await stored()) >= expected, `${expected} readings committed`, 300_000);
  live?.ingest.off('batchStored', countBatch);
  return { readings, seconds: (performance.now() - started) / 1_000, batches };
}

/**
 * Has the gateways publish at the reference fleet's rate; the publish-to-queryable latency of
 * their readings (`live-latency.ts`).
 */
async function paced(live: TLiveData, gateways: TGatewayProcess, uploadsPerSecond: number) {
  const commits = watchCommits(live.ingest);
  try {
    const { readings } = await gateways.ask(
      { kind: 'paced', uploadsPerSecond, seconds: pacedSeconds },
      'published',
    );
    return await commits.latency(readings);
  } finally {
    commits.stop();
  }
}

async function runIngest(handle: DatabaseHandle): Promise<TRunResult> {
  const fleet = await createFleet(handle);
  const live = await startEmbeddedLiveData(handle);
  let stored = 0;
  live.ingest.on('processed', ({ outcome }) => {
    if (outcome.kind === 'frames') stored += outcome.stored;
  });
  const gateways = startGateways();
  await gateways.ask({ kind: 'connect', url: live.url, fleet }, 'connected');
  try {
    // Not timed: every device of the fleet comes online (status changes, events closed) and the
    // code gets optimized, so the ceiling and the fleet's rate are measured in the steady state.
    await burst(live, gateways, () => stored, { gateways: fleet.length, uploads: warmUpUploads });
    await live.ingest.foldRollups();
    const rounds = [];
    for (let round = 0; round < ceilingRounds; round += 1) {
      const ceiling = await withCpu(handle, () =>
        burst(live, gateways, () => stored, { gateways: gatewayCount, uploads: uploadsPerGateway }),
      );
      const fold = await withCpu(handle, async () => {
        const started = performance.now();
        await live.ingest.foldRollups();
        return { seconds: (performance.now() - started) / 1_000 };
      });
      rounds.push({ ceiling, fold });
    }
    // Before the paced phase adds rows: COPY loads what the warm-up and the bursts stored.
    const ceilingDeviceSns = fleet.slice(0, gatewayCount).flatMap((gateway) => gateway.deviceSns);
    const copy = handle.engine === 'postgres' ? await copyLoad(handle, ceilingDeviceSns) : undefined;
    const readings = rounds[0]?.ceiling.readings ?? 0;
    const values = readings * valuesPerFrame;
    // The phase ends when the rollups hold every reading, so folding is paid for within it.
    const atFleetRate = await withCpu(handle, async () => {
      const latency = await paced(live, gateways, fleetUploadsPerSecond);
      await live.ingest.foldRollups();
      return { latency };
    });
    return {
      engine: handle.engine === 'pglite' ? `pglite (${pgliteStorage})` : handle.engine,
      copy,
      readings,
      burstValuesPerSecond: rounds.map(({ ceiling }) => values / ceiling.seconds),
      valuesPerSecond: (rounds.length * values) / sumOf(rounds.map(({ ceiling }) => ceiling.seconds)),
      foldedValuesPerSecond:
        (rounds.length * values) / sumOf(rounds.map(({ ceiling, fold }) => ceiling.seconds + fold.seconds)),
      batches: sumOf(rounds.map(({ ceiling }) => ceiling.batches)),
      ceilingCpu: sumCpu(rounds.map(({ ceiling }) => ceiling.cpu)),
      foldCpu: sumCpu(rounds.map(({ fold }) => fold.cpu)),
      fleetCpu: atFleetRate.cpu,
      latency: atFleetRate.latency,
    };
  } finally {
    await gateways.ask({ kind: 'end' }, 'ended');
    await live.stop();
  }
}

/**
 * Takes the rows the ingest wrote for the given devices out of the ingest's tables and loads them
 * again with COPY, timed: the same rows, the same tables and indexes (the rest of the fleet's rows
 * stay), one transaction. Counts the readings loaded (raw frames), so that COPY is credited with
 * exactly the values it loaded.
 */
async function copyLoad(
  handle: DatabaseHandle,
  deviceSns: string[],
): Promise<{ seconds: number; readings: number }> {
  const client = new pg.Client({ connectionString: await databaseUrlOf(handle) });
  await client.connect();
  try {
    const sns = `ARRAY[${deviceSns.map((sn) => client.escapeLiteral(sn)).join(', ')}]::text[]`;
    const dumps = new Map<string, Buffer>();
    for (const [table, rowsOf] of Object.entries(ingestTables)) {
      const chunks: Buffer[] = [];
      const stream = client.query(copyTo(`COPY (SELECT * FROM ${table} WHERE ${rowsOf(sns)}) TO STDOUT`));
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      dumps.set(table, Buffer.concat(chunks));
    }
    for (const [table, rowsOf] of Object.entries(ingestTables))
      await client.query(`DELETE FROM ${table} WHERE ${rowsOf(sns)}`);
    const started = performance.now();
    await client.query('BEGIN');
    for (const [table, dump] of dumps) {
      await pipeline(Readable.from([dump]), client.query(copyFrom(`COPY ${table} FROM STDIN`)));
    }
    await client.query('COMMIT');
    const seconds = (performance.now() - started) / 1_000;
    const { rows } = await client.query<{ readings: string }>(
      `SELECT count(*) AS readings FROM raw_frames WHERE ${ingestTables.raw_frames(sns)}`,
    );
    return { seconds, readings: Number(rows[0]?.readings) };
  } finally {
    await client.end();
  }
}

/** The URL of a test database on the bench's PostgreSQL server. */
async function databaseUrlOf(handle: DatabaseHandle): Promise<string> {
  const [{ name } = { name: '' }] = await handle.withSession((session) =>
    session.query<{ name: string }>('SELECT current_database() AS name'),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * An ingest worker as deployed: `apps/ingest/src/main.ts` in a process of its own, a member of
 * the share group on the external broker. `stop` ends it and clears its persistent session, so no
 * queue stays behind on the shared broker.
 */
async function startWorker(databaseUrl: string, shareGroup: string, shard: string | undefined) {
  const clientId = `bench-ingest-${randomUUID()}`;
  const entry = fileURLToPath(new URL('../apps/ingest/src/main.ts', import.meta.url));
  // BENCH_CPU_PROF=<directory>: each worker writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const metricsPort = await freePort();
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', entry], {
    env: {
      ...process.env,
      METRICS_PORT: String(metricsPort),
      DATABASE_URL: databaseUrl,
      MQTT_URL: mqttUrl,
      INGEST_CLIENT_ID: clientId,
      INGEST_SHARE_GROUP: shareGroup,
      ...(shard && { INGEST_SHARD: shard }),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`ingest worker ended (${code})`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.includes('ingest worker started')) resolve();
    });
  });
  return {
    /** CPU time the worker process has used so far, in microseconds (Linux /proc). */
    cpuMicros: () => {
      const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return (Number(fields[11]) + Number(fields[12])) * 10_000;
    },
    /** The transactions the worker committed so far and the uploads they carried (its metrics). */
    batches: async () => {
      const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      const metric = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
      return {
        transactions: metric('sunfleet_ingest_batch_uploads_count'),
        uploads: metric('sunfleet_ingest_batch_uploads_sum'),
      };
    },
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      const cleaner = await mqtt.connectAsync(mqttUrl, { clientId, clean: true, reconnectPeriod: 0 });
      await cleaner.endAsync();
    },
  };
}

/**
 * The ceiling (all bursts' values over their time) of `workerCount` worker processes sharing the
 * gateways' uploads, on the database `handle` holds: each its shard of the gateways (`isSharded`,
 * as docs/deploy.md runs them), or all members of one share group, among whom the broker deals
 * out the uploads one by one. The gateways stay connected between calls, so their uploads go on
 * where the last call left them (a repeated upload would be a duplicate).
 */
async function workersCeiling(
  handle: DatabaseHandle,
  gateways: TGatewayProcess,
  { workerCount, isSharded }: { workerCount: number; isSharded: boolean },
) {
  const databaseUrl = await databaseUrlOf(handle);
  const shareGroup = `bench-${randomUUID().slice(0, 8)}`;
  const workers = await Promise.all(
    Array.from({ length: workerCount }, (_, index) =>
      startWorker(databaseUrl, shareGroup, isSharded ? `${index}/${workerCount}` : undefined),
    ),
  );
  /** Counted: each is a transaction that is not the workers'. */
  let polls = 0;
  const stored = async () => {
    polls += 1;
    const [row] = await handle.withSession((session) =>
      session.query<{ readings: string }>('SELECT count(*) AS readings FROM raw_frames'),
    );
    return Number(row?.readings);
  };
  const size = { gateways: gatewayCount, uploads: uploadsPerGateway };
  try {
    await burst(undefined, gateways, stored, { ...size, uploads: warmUpUploads });
    const sampler = await sampleWaits(databaseUrl);
    const pollsBefore = polls;
    const workersCpu = () => sumOf(workers.map((worker) => worker.cpuMicros()));
    const cpuBefore = workersCpu();
    const ticksBefore = await backendTicks(handle);
    const batchesBefore = await Promise.all(workers.map((worker) => worker.batches()));
    const bursts = [];
    for (let round = 0; round < ceilingRounds; round += 1)
      bursts.push(await burst(undefined, gateways, stored, size));
    const cpu = {
      workers: workersCpu() - cpuBefore,
      database: tickDelta(ticksBefore, await backendTicks(handle)),
    };
    const batchesAfter = await Promise.all(workers.map((worker) => worker.batches()));
    const { waits, transactions } = await sampler.stop();
    // Not timed: what this run queued is folded by its workers, not left to the next run's.
    await until(
      async () => {
        const [row] = await handle.withSession((session) =>
          session.query<{ queued: string }>('SELECT count(*) AS queued FROM rollup_queue'),
        );
        return Number(row?.queued) === 0;
      },
      'the rollup queue folded',
      120_000,
    );
    const values = sumOf(bursts.map(({ readings }) => readings)) * valuesPerFrame;
    return {
      valuesPerSecond: values / sumOf(bursts.map(({ seconds }) => seconds)),
      waits,
      // The workers' transactions: storing batches and folding.
      uploadsPerTransaction:
        sumOf(bursts.map(({ readings }) => readings)) /
        devicesPerGateway /
        (transactions - (polls - pollsBefore)),
      // Each worker's own count: its group commit's yield, whatever else touches the database.
      uploadsPerBatch: batchesAfter.map(
        (after, index) =>
          (after.uploads - batchesBefore[index]!.uploads) /
          (after.transactions - batchesBefore[index]!.transactions),
      ),
      workerMicrosPerValue: cpu.workers / values,
      databaseMicrosPerValue: (cpu.database ?? NaN) / values,
    };
  } finally {
    await Promise.all(workers.map((worker) => worker.stop()));
  }
}

/**
 * What the database's busy sessions wait on, sampled every 10 ms until `stop`: the profile that
 * shows whether workers serialize on each other (`Lock:transactionid`, `Lock:tuple`,
 * `Lock:advisory`, with the statement that waits) or each works on its own (`CPU`, `IO:…`).
 */
async function sampleWaits(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const counts = new Map<string, number>();
  let samples = 0;
  let isSampling = true;
  const commits = async () => {
    const { rows } = await client.query<{ commits: string }>(
      'SELECT xact_commit AS commits FROM pg_stat_database WHERE datname = current_database()',
    );
    return Number(rows[0]?.commits);
  };
  const commitsBefore = await commits();
  const sampling = (async () => {
    while (isSampling) {
      const { rows } = await client.query<{ wait: string; statement: string }>(`
        SELECT coalesce(wait_event_type || ':' || wait_event, 'CPU') AS wait,
          regexp_replace(left(ltrim(query), 40), '[[:space:]]+', ' ', 'g') AS statement
        FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'active'`);
      samples += 1;
      for (const { wait, statement } of rows) {
        const key = wait.startsWith('Lock') ? `${wait} in ${statement}` : wait;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  return {
    /** Busy sessions per sample, by what they waited on, most frequent first. */
    stop: async () => {
      isSampling = false;
      await sampling;
      // Each sample is a transaction of its own (pg_stat_database counts it when it is reported).
      const transactions = (await commits()) - commitsBefore - samples;
      await client.end();
      const waits = [...counts]
        .sort((a, b) => b[1] - a[1])
        .map(([wait, count]) => ({ wait, perSample: count / Math.max(1, samples) }));
      return { waits, transactions };
    },
  };
}

/**
 * One worker, two sharing one share group (the broker deals out uploads one by one), two with a
 * shard each, and one again (the machine's load drifts: the ratio is taken against the mean of
 * both single-worker runs), on one fresh PostgreSQL database with the ceiling's gateways.
 */
async function compareWorkers() {
  return withDatabase('postgres', async (handle) => {
    const fleet = await createFleet(handle, gatewayCount);
    const gateways = startGateways();
    await gateways.ask({ kind: 'connect', url: mqttUrl, fleet }, 'connected');
    const ceilingOf = (workerCount: number, isSharded = false) =>
      workersCeiling(handle, gateways, { workerCount, isSharded });
    try {
      const first = await ceilingOf(1);
      const shared = await ceilingOf(2);
      const sharded = await ceilingOf(2, true);
      const last = await ceilingOf(1);
      const one = {
        ...first,
        valuesPerSecond: (first.valuesPerSecond + last.valuesPerSecond) / 2,
        each: [first.valuesPerSecond, last.valuesPerSecond],
      };
      return { one, shared, sharded };
    } finally {
      await gateways.ask({ kind: 'end' }, 'ended');
    }
  });
}

async function withDatabase<T>(engine: 'postgres' | 'pglite', work: (handle: DatabaseHandle) => Promise<T>) {
  if (engine === 'pglite' && pgliteStorage === 'disk') return withPgliteOnDisk(work);
  if (engine === 'postgres') process.env.TEST_DATABASE_URL = serverUrl;
  else delete process.env.TEST_DATABASE_URL;
  const handle = await createTestDatabase();
  try {
    return await work(handle);
  } finally {
    await handle.close();
  }
}

/** PGlite in a new directory, opened and migrated as the api opens its DATA_DIR. */
async function withPgliteOnDisk<T>(work: (handle: DatabaseHandle) => Promise<T>) {
  const directory = mkdtempSync(join(tmpdir(), 'sunfleet-bench-pglite-'));
  const handle = await connect({ pgliteDir: directory });
  try {
    await migrate(handle);
    return await work(handle);
  } finally {
    await handle.close();
    rmSync(directory, { recursive: true, force: true });
  }
}

const format = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

const percentOfCore = (micros: number | undefined, wallMicros: number) =>
  micros === undefined ? 'n/a (in process)' : `${format((100 * micros) / wallMicros, 1)} %`;

function report(result: TRunResult) {
  // CPU is summed over every burst and fold, so it is per value of all of them.
  const values = ceilingRounds * result.readings * valuesPerFrame;
  const perValue = (micros: number | undefined) =>
    micros === undefined ? 'n/a' : `${format(micros / values, 2)} µs/value`;
  const extrapolated = (micros: number | undefined) =>
    micros === undefined ? 'n/a' : `${format((fleetValuesPerSecond * micros) / values / 1e4, 1)} %`;
  const { ceilingCpu, foldCpu, fleetCpu } = result;
  const { processMicros, databaseMicros } = sumCpu([ceilingCpu, foldCpu]);
  console.log(
    `\n${result.engine}: ${ceilingRounds} bursts of ${result.readings} readings × ${valuesPerFrame} values`,
  );
  console.log(
    `  ingest ceiling         ${format(result.valuesPerSecond)} values/s ` +
      `(all bursts; each ${result.burstValuesPerSecond.map((rate) => format(rate)).join(', ')})`,
  );
  console.log(`  … with rollups folded  ${format(result.foldedValuesPerSecond)} values/s`);
  const uploads = (ceilingRounds * result.readings) / devicesPerGateway;
  console.log(
    `  transactions           ${result.batches} for ${uploads} uploads (${format(uploads / result.batches, 1)} a batch)`,
  );
  console.log(
    `  CPU at the ceiling     process ${perValue(processMicros)}, database ${perValue(databaseMicros)}` +
      ` → fleet extrapolated: process ${extrapolated(processMicros)}, database ${extrapolated(databaseMicros)} of one core`,
  );
  console.log(
    `  … of which folding     process ${perValue(foldCpu.processMicros)}, database ${perValue(foldCpu.databaseMicros)}`,
  );
  console.log(
    `  at the fleet's rate    process ${percentOfCore(fleetCpu.processMicros, fleetCpu.wallMicros)}, ` +
      `database ${percentOfCore(fleetCpu.databaseMicros, fleetCpu.wallMicros)} of one core (measured over ${format(fleetCpu.wallMicros / 1e6, 1)} s)`,
  );
  console.log(
    `  publish → queryable    p50 ${format(result.latency.p50, 1)} ms, p99 ${format(result.latency.p99, 1)} ms (${result.latency.samples} readings at the fleet's rate)`,
  );
}

async function main() {
  const started = performance.now();
  if (only === 'workers') {
    console.log(
      `workers: ${gatewayCount} gateways × ${uploadsPerGateway} uploads × ${devicesPerGateway} devices`,
    );
    reportWorkers(await compareWorkers());
    console.log(`\ndone in ${format((performance.now() - started) / 1_000, 1)} s`);
    return;
  }
  console.log(
    `ingest ceiling: ${gatewayCount} gateways × ${uploadsPerGateway} uploads × ${devicesPerGateway} devices; ` +
      `fleet of ${fleetGatewayCount} gateways × ${devicesPerGateway} devices at ${format(fleetValuesPerSecond)} values/s ` +
      `after ${warmUpUploads} warm-up uploads each`,
  );
  const postgres = await withDatabase('postgres', runIngest);
  report(postgres);
  const copy = postgres.copy ?? { seconds: NaN, readings: 0 };
  const copyValuesPerSecond = (copy.readings * valuesPerFrame) / copy.seconds;
  console.log(
    `  COPY of the same rows  ${format(copyValuesPerSecond)} values/s (${copy.readings} readings: warm-up and bursts)`,
  );
  const pglite = await withDatabase('pglite', runIngest);
  report(pglite);
  // The goal's share is the one measured at the fleet's rate: extrapolating from the ceiling leaves
  // out what a trickle costs per transaction and a fold per row, and read about a third of it.
  const { processMicros, databaseMicros, wallMicros } = postgres.fleetCpu;
  console.log('\nratios (goal)');
  console.log(
    `  ingest / COPY        ${format(postgres.valuesPerSecond / copyValuesPerSecond, 2)}× (≥ 0.5×); ` +
      `with rollups folded ${format(postgres.foldedValuesPerSecond / copyValuesPerSecond, 2)}×`,
  );
  console.log(
    `  PGlite / PostgreSQL  ${format(pglite.valuesPerSecond / postgres.valuesPerSecond, 2)}× (≥ 0.4×)`,
  );
  console.log(
    `  fleet CPU share      ${percentOfCore(processMicros, wallMicros)} of one core, Sunfleet process at the fleet's rate (< 15 %); ` +
      `PostgreSQL ${percentOfCore(databaseMicros, wallMicros)} more`,
  );
  reportWorkers(await compareWorkers());
  console.log(`\ndone in ${format((performance.now() - started) / 1_000, 1)} s`);
}

function reportWorkers({ one, shared, sharded }: Awaited<ReturnType<typeof compareWorkers>>) {
  const [before, after] = one.each.map((rate) => format(rate));
  console.log(
    `  two workers / one    ${format(sharded.valuesPerSecond / one.valuesPerSecond, 2)}× ` +
      `(a shard each: ${format(sharded.valuesPerSecond)} against ${format(one.valuesPerSecond)} values/s ` +
      `for one, ${before} before and ${after} after; worker processes on ${mqttUrl}, ` +
      `${gatewayCount} gateways × ${uploadsPerGateway} uploads × ${ceilingRounds} bursts)`,
  );
  console.log(
    `  … one share group    ${format(shared.valuesPerSecond / one.valuesPerSecond, 2)}× ` +
      `(${format(shared.valuesPerSecond)} values/s: the broker deals each gateway's uploads to both)`,
  );
  for (const [name, run] of Object.entries({ one, shared, sharded })) {
    const top = run.waits.slice(0, 5).map(({ wait, perSample }) => `${format(perSample, 2)} ${wait}`);
    console.log(
      `  ${name}: CPU per value workers ${format(run.workerMicrosPerValue, 2)} µs, database ${format(run.databaseMicrosPerValue, 2)} µs; ` +
        `${format(run.uploadsPerTransaction, 1)} uploads a transaction ` +
        `(each worker's batches: ${run.uploadsPerBatch.map((each) => format(each, 1)).join(' / ')}); database sessions per sample: ${top.join('; ')}`,
    );
  }
}

await main();
