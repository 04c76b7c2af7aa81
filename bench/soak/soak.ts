/**
 * The soak with faults (issue 24 §7, docs/adr/0053): PostgreSQL, two api processes and two ingest
 * workers behind an MQTT broker, a simulated fleet uploading at its cadence while browsers read
 * and a stream of commands runs; meanwhile the broker is restarted, PostgreSQL stopped, an api
 * process killed with SIGKILL and a worker paused with SIGSTOP. The broker and PostgreSQL are the
 * soak's own (scratch directory, free ports): the machine's are shared and never stopped.
 *
 *   npm run soak                                   # 10,000 plants, 5-minute cadence, 60 minutes
 *   npm run soak -- --short                        # what CI runs: a few minutes, a few hundred plants
 *   npm run soak -- --short --broker rabbitmq      # the same on RabbitMQ's MQTT plugin
 *   npm run soak -- --plants 2000 --minutes 10 --cadence-seconds 60 --fault-seconds 60
 *
 * Exits 1 when an upload or a command was lost or done twice; prints the figures either way.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { connect } from '@sunfleet/db/connect';
import { migrate } from '@sunfleet/db/migrate';
import { devicesPerGateway } from '../ingest-fleet.ts';
import { createSoakFleet, type TSoakFleet } from './fleet.ts';
import type { TSoakGatewayStats, TSoakGatewaysAnswer, TSoakGatewaysRequest } from './gateways.ts';
import { ProcessMeter, SunfleetProcess } from './processes.ts';
import { Browsers, CommandStream, SoakApi } from './load.ts';
import { printReport, type TFaultResult, type TLagSample } from './report.ts';
import {
  freePort,
  SoakMosquitto,
  SoakPostgres,
  SoakRabbitMq,
  type SoakBroker,
  type TBrokerKind,
} from './services.ts';

const { values: args } = parseArgs({
  options: {
    short: { type: 'boolean', default: false },
    broker: { type: 'string', default: 'mosquitto' },
    plants: { type: 'string' },
    minutes: { type: 'string' },
    'cadence-seconds': { type: 'string' },
    'fault-seconds': { type: 'string' },
    browsers: { type: 'string' },
    'commands-per-minute': { type: 'string' },
    'keep-dir': { type: 'boolean', default: false },
  },
});
const preset = args.short
  ? { plants: 300, minutes: 2, cadenceSeconds: 30, faultSeconds: 10, browsers: 10, commandsPerMinute: 60 }
  : {
      plants: 10_000,
      minutes: 60,
      cadenceSeconds: 300,
      faultSeconds: 60,
      browsers: 50,
      commandsPerMinute: 60,
    };
const option = (name: keyof typeof args, fallback: number) =>
  args[name] === undefined ? fallback : Number(args[name]);
const settings = {
  plants: option('plants', preset.plants),
  durationMs: option('minutes', preset.minutes) * 60_000,
  cadenceMs: option('cadence-seconds', preset.cadenceSeconds) * 1000,
  faultMs: option('fault-seconds', preset.faultSeconds) * 1000,
  browsers: option('browsers', preset.browsers),
  commandsPerMinute: option('commands-per-minute', preset.commandsPerMinute),
};
const brokerKind = args.broker as TBrokerKind;
if (brokerKind !== 'mosquitto' && brokerKind !== 'rabbitmq')
  throw new Error(`--broker: "${args.broker}" is neither mosquitto nor rabbitmq`);
/** After the run, how long the backlog may take to drain before what is missing counts as lost. */
const drainTimeoutMs = Math.max(120_000, settings.durationMs / 6);
const sampleEveryMs = args.short ? 2_000 : 10_000;

const log = (message: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);

function startGateways() {
  const child = fork(new URL('./gateways.ts', import.meta.url), { execArgv: ['--import', 'tsx'] });
  const ask = <K extends TSoakGatewaysAnswer['kind']>(request: TSoakGatewaysRequest, kind: K) =>
    new Promise<Extract<TSoakGatewaysAnswer, { kind: K }>>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`the gateway process ended (${code})`));
      const onMessage = (message: TSoakGatewaysAnswer) => {
        if (message.kind !== kind) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message as Extract<TSoakGatewaysAnswer, { kind: K }>);
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.send(request);
    });
  return {
    child,
    ask,
    send: (request: TSoakGatewaysRequest) => child.send(request),
    stats: async () => (await ask({ kind: 'stats' }, 'stats')).stats,
  };
}

type TRun = {
  dir: string;
  postgres: SoakPostgres;
  broker: SoakBroker;
  apis: SunfleetProcess[];
  workers: SunfleetProcess[];
  gateways: ReturnType<typeof startGateways>;
  api: SoakApi;
  fleet: TSoakFleet;
};

async function storedFrames(run: TRun) {
  const rows = await run.postgres.query<{ count: string }>('SELECT count(*) FROM raw_frames', 'soak');
  return Number(rows[0]!.count);
}

const framesSent = (stats: TSoakGatewayStats) => stats.uploadsSent * devicesPerGateway;

/**
 * Time from a fault's end until the system is whole again: every upload handed to the gateways'
 * clients by then is stored, and both api processes answer.
 */
async function recoveryMs(run: TRun, endedAt: number) {
  const target = framesSent(await run.gateways.stats());
  for (;;) {
    const stored = await storedFrames(run).catch(() => -1);
    if (stored >= target && (await run.api.allAnswer())) return Date.now() - endedAt;
    if (Date.now() - endedAt > drainTimeoutMs) return Number.NaN;
    await sleep(500);
  }
}

/** The faults, in order, at their share of the run; each resolves when its cause is undone. */
function faultPlan(run: TRun) {
  const [apiA] = run.apis;
  const [workerA] = run.workers;
  return [
    {
      name: `${run.broker.kind} restarted`,
      at: 0.15,
      act: async () => {
        await run.broker.stop();
        await run.broker.start();
      },
    },
    {
      name: `PostgreSQL stopped ${settings.faultMs / 1000} s`,
      at: 0.3,
      act: async () => {
        run.postgres.stop();
        await sleep(settings.faultMs);
        await run.postgres.start();
      },
    },
    {
      name: 'api-a killed (SIGKILL), started again',
      at: 0.5,
      act: async () => {
        await apiA!.killed();
        await apiA!.start();
      },
    },
    {
      name: `worker-a paused (SIGSTOP) ${settings.faultMs / 1000} s`,
      at: 0.65,
      act: async () => {
        workerA!.signal('SIGSTOP');
        await sleep(settings.faultMs);
        workerA!.signal('SIGCONT');
      },
    },
  ];
}

async function startServices(dir: string) {
  const postgres = new SoakPostgres(dir);
  await postgres.init();
  await postgres.query('CREATE DATABASE soak');
  const broker: SoakBroker = brokerKind === 'rabbitmq' ? new SoakRabbitMq(dir) : new SoakMosquitto(dir);
  await broker.start();
  return { postgres, broker };
}

async function startSunfleet(dir: string, databaseUrl: string, broker: SoakBroker) {
  const apis = await Promise.all(
    ['api-a', 'api-b'].map(async (name) => {
      const port = await freePort();
      const process = new SunfleetProcess(
        name,
        'apps/api/src/main.ts',
        {
          DATABASE_URL: databaseUrl,
          JWT_SECRET: 'the-same-secret-in-every-api-process',
          INGEST: '0',
          SUNFLEET_DEMO: '0',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: join(dir, name),
          WEB_DIST: join(dir, 'no-web'),
          ACCESS_TOKEN_TTL_SECONDS: '86400',
          COMMANDS_PER_USER_PER_MINUTE: '1000000',
        },
        /Server listening at/,
        join(dir, `${name}.log`),
      );
      return { process, base: `http://127.0.0.1:${port}` };
    }),
  );
  // RabbitMQ's MQTT plugin (3.x) has no shared subscriptions: there, each worker has a
  // subscription of its own and both store every upload, which the stored rows' key makes
  // harmless (docs/adr/0053); nor MQTT 5 (docs/adr/0061).
  const shareGroup: Record<string, string> =
    broker.kind === 'mosquitto' ? { INGEST_SHARE_GROUP: 'soak' } : { MQTT_PROTOCOL_VERSION: '4' };
  const workers = ['worker-a', 'worker-b'].map(
    (name) =>
      new SunfleetProcess(
        name,
        'apps/ingest/src/main.ts',
        {
          DATABASE_URL: databaseUrl,
          MQTT_URL: broker.url,
          INGEST_CLIENT_ID: `sunfleet-soak-${name}`,
          ...shareGroup,
        },
        /ingest worker started/,
        join(dir, `${name}.log`),
      ),
  );
  // One after another: each compiles its TypeScript on start, and a shared machine has few cores.
  for (const { process } of apis) await process.start();
  for (const worker of workers) await worker.start();
  return { apis, workers };
}

async function lagSamples(run: TRun, startedAt: number): Promise<TLagSample[]> {
  const rows = await run.postgres.query<{ minute: number; p50: number; p99: number; max: number; n: string }>(
    `SELECT floor(extract(epoch FROM read_at - to_timestamp(${startedAt / 1000})) / 60)::int AS minute,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM received_at - read_at)) AS p50,
            percentile_cont(0.99) WITHIN GROUP (ORDER BY extract(epoch FROM received_at - read_at)) AS p99,
            max(extract(epoch FROM received_at - read_at))::float8 AS max, count(*) AS n
       FROM raw_frames GROUP BY 1 ORDER BY 1`,
    'soak',
  );
  return rows.map((row) => ({ ...row, n: Number(row.n) }));
}

/** Waits until every upload sent is stored and folded and every command issued has ended. */
async function drain(run: TRun, commands: CommandStream) {
  const deadline = Date.now() + drainTimeoutMs;
  while (Date.now() < deadline) {
    const sent = framesSent(await run.gateways.stats());
    const [state] = await run.postgres.query<{ stored: string; queued: string; active: string }>(
      `SELECT (SELECT count(*) FROM raw_frames) AS stored, (SELECT count(*) FROM rollup_queue) AS queued,
              (SELECT count(*) FROM commands WHERE id = ANY('{${commands.issuedIds().join(',')}}'::uuid[])
                 AND state IN ('queued', 'sent', 'acknowledged')) AS active`,
      'soak',
    );
    if (Number(state!.stored) >= sent && Number(state!.queued) === 0 && Number(state!.active) === 0) return;
    await sleep(1_000);
  }
  log('drain timed out: what is still missing counts as lost');
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'sunfleet-soak-'));
  log(
    `soak (${args.short ? 'short' : 'full'}) on ${brokerKind}: ${JSON.stringify(settings)}; files in ${dir}`,
  );
  const { postgres, broker } = await startServices(dir);
  const databaseUrl = postgres.url.replace(/\/postgres$/, '/soak');
  const handle = await connect({ databaseUrl });
  const stopAll: (() => Promise<void> | void)[] = [];
  let failed = true;
  // Ctrl-C or CI's time-out: the soak's own cluster and broker must not outlive it.
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
  let isCleanedUp = false;
  const cleanUp = async () => {
    if (isCleanedUp) return;
    isCleanedUp = true;
    for (const stop of stopAll.reverse()) await stop();
    await broker.stop().catch(() => undefined);
    try {
      postgres.stop();
    } catch {
      // Already stopped.
    }
    if (!args['keep-dir']) rmSync(dir, { recursive: true, force: true });
  };
  try {
    await migrate(handle);
    const fleet = await createSoakFleet(handle, settings.plants);
    // Not needed after set-up; its pool would only log the faults' broken connections.
    await handle.close();
    log(`fleet: ${fleet.gateways.length} plants, ${fleet.gateways.length * devicesPerGateway} devices`);
    const { apis, workers } = await startSunfleet(dir, databaseUrl, broker);
    stopAll.push(...[...apis.map((api) => api.process), ...workers].map((process) => () => process.stop()));
    log('two api processes and two ingest workers started');
    const gateways = startGateways();
    stopAll.push(() => void gateways.child.kill('SIGKILL'));
    await gateways.ask(
      {
        kind: 'connect',
        url: broker.url,
        gateways: fleet.gateways,
        withCredentials: broker.kind === 'mosquitto',
      },
      'connected',
    );
    log('gateways connected');
    const api = new SoakApi(apis.map((entry) => entry.base));
    const run: TRun = {
      dir,
      postgres,
      broker,
      apis: apis.map((entry) => entry.process),
      workers,
      gateways,
      api,
      fleet,
    };
    failed = await soak(run);
  } finally {
    await cleanUp();
  }
  process.exit(failed ? 1 : 0);
}

/** The run itself: load, faults on schedule, drain, report. True when an invariant failed. */
async function soak(run: TRun): Promise<boolean> {
  const meters = [
    ...run.apis.map((api) => new ProcessMeter(api.name, () => api.pid)),
    ...run.workers.map((worker) => new ProcessMeter(worker.name, () => worker.pid)),
    new ProcessMeter('postgresql', () => run.postgres.pid(), true),
    new ProcessMeter(run.broker.kind, () => run.broker.pid(), true),
    new ProcessMeter('gateways (sim)', () => run.gateways.child.pid),
  ];
  const backlog: { at: number; sent: number; stored: number }[] = [];
  const startedAt = Date.now();
  for (const meter of meters) meter.sample();
  const cpuAtStart = meters.map((meter) => meter.cpuSeconds);
  run.gateways.send({ kind: 'upload', cadenceMs: settings.cadenceMs });
  const browsers = new Browsers(run.api, run.fleet, settings.browsers);
  const commands = new CommandStream(run.api, run.fleet, settings.commandsPerMinute);
  await browsers.start(run.fleet.admin);
  commands.start(run.fleet.admin);
  const sampler = setInterval(() => {
    for (const meter of meters) meter.sample();
    void Promise.all([run.gateways.stats(), storedFrames(run)])
      .then(([stats, stored]) => backlog.push({ at: Date.now(), sent: framesSent(stats), stored }))
      .catch(() => undefined);
  }, sampleEveryMs);

  const faults: TFaultResult[] = [];
  for (const fault of faultPlan(run)) {
    const wait = startedAt + fault.at * settings.durationMs - Date.now();
    if (wait > 0) await sleep(wait);
    log(`fault: ${fault.name}`);
    const began = Date.now();
    await fault.act();
    const endedAt = Date.now();
    const recovery = await recoveryMs(run, endedAt);
    log(
      `  undone after ${((endedAt - began) / 1000).toFixed(1)} s, whole again ${(recovery / 1000).toFixed(1)} s later`,
    );
    faults.push({
      name: fault.name,
      startedAt: began - startedAt,
      downMs: endedAt - began,
      recoveryMs: recovery,
    });
  }
  const remaining = startedAt + settings.durationMs - Date.now();
  if (remaining > 0) await sleep(remaining);
  const runMs = Date.now() - startedAt;
  log('run over: uploads, reads and commands stop; draining');
  await run.gateways.ask({ kind: 'stopUploads' }, 'uploadsStopped');
  await browsers.stop();
  await commands.stop();
  await drain(run, commands);
  clearInterval(sampler);
  for (const meter of meters) meter.sample();
  const sampledMs = Date.now() - startedAt;

  const stats = await run.gateways.stats();
  const storedByGateway = new Map(
    (
      await run.postgres.query<{ gateway_sn: string; count: string }>(
        'SELECT gateway_sn, count(*) FROM raw_frames GROUP BY gateway_sn',
        'soak',
      )
    ).map((row) => [row.gateway_sn, Number(row.count)]),
  );
  const [folded] = await run.postgres.query<{ frames: string; samples: string }>(
    `SELECT (SELECT count(*) FROM raw_frames) AS frames,
            (SELECT coalesce(sum(samples), 0) FROM device_rollups WHERE period = '5m') AS samples`,
    'soak',
  );
  const commandRows = await run.postgres.query<{ id: string; state: string; seconds: number }>(
    `SELECT id, state, extract(epoch FROM finished_at - created_at) AS seconds FROM commands
      WHERE id = ANY('{${commands.issuedIds().join(',')}}'::uuid[])`,
    'soak',
  );
  return printReport({
    broker: run.broker.kind,
    settings,
    runMs,
    sampledMs,
    stats,
    storedByGateway,
    foldedSamples: Number(folded!.samples),
    storedFrames: Number(folded!.frames),
    commands: {
      accepted: commands.acceptedRequests,
      issued: commands.issuedIds(),
      refused: commands.refused,
      rows: commandRows,
    },
    faults,
    lag: await lagSamples(run, startedAt),
    backlog: backlog.map((point) => ({ ...point, at: point.at - startedAt })),
    reads: browsers.summary(),
    meters: meters.map((meter, index) => ({
      name: meter.name,
      cpuSeconds: meter.cpuSeconds - cpuAtStart[index]!,
      // The first tenth of the run is start-up (caches, JIT); the slope is of what follows.
      slope: meter.memorySlopeMbPerHour(startedAt + runMs / 10),
      lastMb: meter.samples.at(-1)?.rssMb ?? Number.NaN,
    })),
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
