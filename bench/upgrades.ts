/**
 * A firmware rollout (issue 22, docs/adr/0046), measured in one run on the local PostgreSQL
 * (BENCH_DATABASE_URL) and a Mosquitto of the bench's own (`startBenchMosquitto`):
 *
 * 1. `--gateways` simulated gateways (the real simulator, `npm run sim -- --fleet`, one process)
 *    each receive one image of the library's largest size (1.5 MB) in one rollout —
 *    `POST /gateways/batch/upgrade`, a campaign of kind `upgrade` with its defaults (a first wave
 *    of a tenth, then the rest once it succeeded): the time until all report the new version, and
 *    until the campaign completed (each proved healthy on it).
 * 2. The same bytes (`--gateways` × 1.5 MB) moved in the same run, before and after the rollout,
 *    to as many receivers in a process of their own (`upgrades-receivers.ts`): over the same broker
 *    as MQTT QoS 1 chunks (`--chunk-bytes`, ADR 0044's 4 KiB) — the issue's reference — and over
 *    bare HTTP (`node:http`, one download each) — the transport the rollout uses (ADR 0046).
 * 3. Live readings of `--live-gateways` other plants (five Deye hybrids each, `ingest-gateways.ts`)
 *    at `--live-uploads-per-second` (default the reference fleet's rate): publish-to-queryable p50
 *    and p99 before the rollout, during it, and while an image download was open.
 *
 * The simulator's flashing and reboot and the api's healthy window are cut short (`--upgrade-step`,
 * `--restart-downtime`, `--healthy-seconds` → UPGRADE_HEALTHY_SECONDS); the output says so.
 *
 *   npm run bench:upgrades -- [--gateways 100] [--live-gateways 100] [--live-seconds 20]
 *
 * Fails only when a gateway does not end on the new version or a target does not succeed.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import mqtt from 'mqtt';
import type { TBatchAdmission } from '@sunfleet/contract/campaigns';
import type { TFirmware } from '@sunfleet/contract/firmware';
import { setNoDelayOnConnect } from '@sunfleet/contract/gateway-wire';
import { uploadLimits } from '@sunfleet/contract/validators';
import { connect, type DatabaseHandle } from '@sunfleet/db/connect';
import { migrate } from '@sunfleet/db/migrate';
import { sql } from '@sunfleet/db/query';
import { createCompany, createUser } from '@sunfleet/db/testing';
import { createDevice, createGateway, createPlant } from '@sunfleet/db/telemetry-testing';
import { forkBenchProcess } from './bench-process.ts';
import {
  fleetUploadsPerSecond,
  monotonicMs,
  type TFleetGateway,
  type TGatewayCommand,
  type TGatewayReply,
  type TPublishedReading,
} from './ingest-fleet.ts';
import { watchCommits, type TLatency } from './live-latency.ts';
import { createReferencePlant } from './reference-plant.ts';
import {
  call,
  freePort,
  onServer,
  rowsOf,
  serverUrl,
  signIn,
  startBenchMosquitto,
  startSimulator,
  startSunfleet,
  type TSimulatedPlant,
  type TSunfleetOptions,
} from './sunfleet-bench.ts';
import type { TReceiversAnswer, TReceiversRequest } from './upgrades-receivers.ts';

const { values: args } = parseArgs({
  options: {
    gateways: { type: 'string', default: '100' },
    'live-gateways': { type: 'string', default: '100' },
    'live-uploads-per-second': { type: 'string', default: String(fleetUploadsPerSecond) },
    'live-seconds': { type: 'string', default: '20' },
    'chunk-bytes': { type: 'string', default: '4096' },
    'upgrade-step': { type: 'string', default: '200ms' },
    'restart-downtime': { type: 'string', default: '2s' },
    'healthy-seconds': { type: 'string', default: '1' },
    'timeout-seconds': { type: 'string', default: '900' },
  },
});
const fleetSize = Number(args.gateways);
const liveGatewayCount = Number(args['live-gateways']);
const liveRate = Number(args['live-uploads-per-second']);
const liveSeconds = Number(args['live-seconds']);
const chunkBytes = Number(args['chunk-bytes']);
const timeoutMs = Number(args['timeout-seconds']) * 1000;
/** The library's largest image (issue 22: "at most 1.5 MB"). */
const imageBytes = uploadLimits.firmware.maxBytes;
const fromVersion = 'V1_0_0';
const toVersion = 'V2_0_0';
/** Live readings are published in windows this long while the rollout runs. */
const liveWindowSeconds = 5;
const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));
const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;

/** Bytes no file-type sniffer recognises, as a firmware image's are. */
const image = Buffer.from(Array.from({ length: imageBytes }, (_, index) => (index * 31 + 11) % 251));

type TReceivers = ReturnType<typeof startReceivers>;
const startReceivers = () =>
  forkBenchProcess<TReceiversRequest, TReceiversAnswer>(new URL('./upgrades-receivers.ts', import.meta.url));

/** `count` × the image over the broker as QoS 1 chunks, chunk by chunk to all at once; ms until all arrived. */
async function bytesOverBroker(url: string, receivers: TReceivers, count: number): Promise<number> {
  const topic = `bench/fw/${randomUUID()}`;
  await receivers.ask({ kind: 'subscribe', url, topic, count, size: image.length }, 'subscribed');
  const sender = await mqtt.connectAsync(url, { clientId: `bench-fw-sender-${randomUUID().slice(0, 8)}` });
  setNoDelayOnConnect(sender);
  const received = receivers.ask({ kind: 'awaitChunks' }, 'received');
  const started = performance.now();
  const published: Promise<unknown>[] = [];
  for (let offset = 0; offset < image.length; offset += chunkBytes)
    for (let index = 0; index < count; index += 1)
      published.push(
        sender.publishAsync(`${topic}/${index}`, image.subarray(offset, offset + chunkBytes), { qos: 1 }),
      );
  await Promise.all(published);
  const { bytes } = await received;
  const elapsed = performance.now() - started;
  await sender.endAsync();
  if (bytes.some((each) => each < image.length)) throw new Error('a receiver missed chunks');
  return elapsed;
}

/** A bare HTTP server answering the image to every request. */
async function startBareImageServer(): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': image.length });
    response.end(image);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}/image.bin`, server };
}

/** `count` downloads of the image from the bare server at once; ms until all arrived. */
async function bytesOverHttp(url: string, receivers: TReceivers, count: number): Promise<number> {
  const started = performance.now();
  const { bytes } = await receivers.ask({ kind: 'download', url, count }, 'downloaded');
  const elapsed = performance.now() - started;
  if (bytes.some((each) => each !== image.length)) throw new Error('a bare download came short');
  return elapsed;
}

/** The image downloads the api served: when each was open (monotonic ms), its status and bytes. */
function trackDownloads() {
  const opened = new Map<string, number>();
  const served: { from: number; to: number; status: number; bytes: number }[] = [];
  const hook: TSunfleetOptions['beforeListen'] = (app) => {
    app.addHook('onRequest', (request, _reply, done) => {
      if (request.url.startsWith('/api/v1/firmware/download/')) opened.set(request.id, monotonicMs());
      done();
    });
    app.addHook('onResponse', (request, reply, done) => {
      const from = opened.get(request.id);
      if (from !== undefined) {
        opened.delete(request.id);
        const bytes = Number(reply.getHeader('content-length') ?? 0);
        served.push({ from, to: monotonicMs(), status: reply.statusCode, bytes });
      }
      done();
    });
  };
  /** Milliseconds during which at least one download was open. */
  const openMs = () => {
    let total = 0;
    let end = -Infinity;
    for (const { from, to } of [...served].sort((a, b) => a.from - b.from)) {
      total += Math.max(0, to - Math.max(from, end));
      end = Math.max(end, to);
    }
    return total;
  };
  const isOpenAt = (at: number) => served.some(({ from, to }) => from <= at && at <= to);
  return { hook, served, openMs, isOpenAt };
}

/** The gateways to upgrade: a plant each with a Deye hybrid, in the company, as the simulator runs them. */
async function createUpgradeFleet(handle: DatabaseHandle, companyId: string): Promise<TSimulatedPlant[]> {
  const tag = randomUUID().slice(0, 6).toUpperCase();
  const plants: TSimulatedPlant[] = [];
  for (let index = 0; index < fleetSize; index += 1) {
    const plant = await createPlant(handle, { companyId });
    const sn = `UG${tag}${String(index).padStart(4, '0')}`;
    const gateway = await createGateway(handle, { companyId, plantId: plant.id, sn });
    const inverterSn = `UI${tag}${String(index).padStart(4, '0')}`;
    await createDevice(handle, {
      gatewayId: gateway.id,
      plantId: plant.id,
      sn: inverterSn,
      kind: 'inverterSinglePhaseHybrid',
      dictionaryId: 'deye_hybrid',
    });
    plants.push({ gateway: { sn, key: gateway.key }, inverterSn });
  }
  return plants;
}

async function createLiveFleet(handle: DatabaseHandle): Promise<TFleetGateway[]> {
  const fleet: TFleetGateway[] = [];
  for (let index = 0; index < liveGatewayCount; index += 1) {
    const { gateway, devices } = await createReferencePlant(handle);
    fleet.push({ sn: gateway.sn, key: gateway.key, deviceSns: devices.map((device) => device.sn) });
  }
  return fleet;
}

/** Publishes the image to the library as the firmware page does; its id. */
async function publishImage(base: string, token: string): Promise<string> {
  const form = new FormData();
  form.append('softwareVersion', toVersion);
  form.append('enabled', 'true');
  form.append('brand', 'Sunfleet');
  form.append('file', new Blob([image]), `gateway-${toVersion}.bin`);
  const response = await fetch(`${base}/api/v1/firmware/gateway/add`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const envelope = (await response.json()) as { code: number; data: TFirmware };
  if (envelope.code !== 0) throw new Error(`image refused: ${JSON.stringify(envelope).slice(0, 300)}`);
  return envelope.data.id;
}

type TWaveRow = { wave: number; targets: number; on_new: number; succeeded: number; ended_badly: number };

/**
 * Follows the campaign until it is no longer running (or the time-out): when each wave was
 * released (database clock, as ms since `startedWall`), when all its gateways reported the new
 * version and when all succeeded (ms since `started`).
 */
async function followRollout(
  handle: DatabaseHandle,
  campaignId: string,
  started: number,
  startedWall: number,
) {
  const marks = new Map<string, number>();
  const mark = (name: string) => marks.has(name) || marks.set(name, performance.now() - started);
  let state = 'running';
  let waves: TWaveRow[] = [];
  while (state === 'running' && performance.now() - started < timeoutMs) {
    waves = rowsOf<TWaveRow>(
      await handle.db.execute(sql`
        SELECT t.wave, count(*)::int AS targets,
          count(*) FILTER (WHERE g.software_version = ${toVersion})::int AS on_new,
          count(*) FILTER (WHERE t.state = 'succeeded')::int AS succeeded,
          count(*) FILTER (WHERE t.state IN ('failed', 'cancelled', 'skipped'))::int AS ended_badly
        FROM campaign_targets t JOIN gateways g ON g.sn = t.gateway_sn
        WHERE t.campaign_id = ${campaignId} GROUP BY t.wave ORDER BY t.wave`),
    );
    for (const wave of waves) {
      if (wave.on_new === wave.targets) mark(`wave ${wave.wave} on new`);
      if (wave.succeeded === wave.targets) mark(`wave ${wave.wave} succeeded`);
    }
    if (waves.reduce((sum, wave) => sum + wave.on_new, 0) === fleetSize) mark('all on new');
    state =
      rowsOf<{ state: string }>(
        await handle.db.execute(sql`SELECT state FROM campaigns WHERE id = ${campaignId}`),
      )[0]?.state ?? '';
    await sleep(100);
  }
  mark(`campaign ${state}`);
  const released = rowsOf<{ wave: number; at: number }>(
    await handle.db.execute(sql`
      SELECT wave, extract(epoch FROM min(released_at)) * 1000 AS at FROM campaign_targets
      WHERE campaign_id = ${campaignId} GROUP BY wave`),
  );
  for (const { wave, at } of released) marks.set(`wave ${wave} released`, Number(at) - startedWall);
  return { marks, state, waves };
}

/** Where the gateways that did not succeed stand: their upgrade's state, error and audit. */
async function unfinished(handle: DatabaseHandle, campaignId: string) {
  return rowsOf<Record<string, unknown>>(
    await handle.db.execute(sql`
      SELECT t.gateway_sn, t.state AS target, t.error, g.software_version, g.status,
        u.state AS upgrade, u.error AS upgrade_error,
        (SELECT string_agg(e.state || ' ' || e.detail, ' > ' ORDER BY e.at) FROM command_events e
          WHERE e.command_id = t.command_ids[1]) AS audit
      FROM campaign_targets t JOIN gateways g ON g.sn = t.gateway_sn
      LEFT JOIN firmware_upgrades u ON u.command_id = t.command_ids[1]
      WHERE t.campaign_id = ${campaignId} AND t.state <> 'succeeded' LIMIT 5`),
  );
}

type TLiveProcess = ReturnType<typeof startLiveGateways>;
const startLiveGateways = () =>
  forkBenchProcess<TGatewayCommand, TGatewayReply>(new URL('./ingest-gateways.ts', import.meta.url));

/** Live uploads in windows of `liveWindowSeconds` until `isDone`; every reading published. */
async function liveUntil(live: TLiveProcess, isDone: () => boolean): Promise<TPublishedReading[]> {
  const readings: TPublishedReading[] = [];
  while (!isDone()) {
    const window = await live.ask(
      { kind: 'paced', uploadsPerSecond: liveRate, seconds: liveWindowSeconds },
      'published',
    );
    readings.push(...window.readings);
  }
  return readings;
}

/** What one run measured, for `report`. */
type TRun = {
  rollout: Awaited<ReturnType<typeof followRollout>>;
  downloads: ReturnType<typeof trackDownloads>;
  brokerMs: number[];
  httpMs: number[];
  latency: { before: TLatency; during: TLatency; downloading: TLatency };
  /** Event-loop delay of the api and ingest's process during the rollout, ms. */
  eventLoop: { p99: number; max: number };
  load: { start: number[]; end: number[] };
};

const row = (label: string, value: string) => console.log(`  ${label.padEnd(48)} ${value}`);
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const latencyOf = ({ p50, p99, samples }: TLatency) =>
  `p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (${samples} readings)`;
const loadOf = (load: number[]) => load.map((each) => each.toFixed(1)).join(' / ');

function report({ rollout, downloads, brokerMs, httpMs, latency, eventLoop, load }: TRun) {
  const shown = (name: string) => {
    const value = rollout.marks.get(name);
    return value === undefined ? 'never' : seconds(value);
  };
  const served = downloads.served.filter((download) => download.status < 300);
  const servedMb = served.reduce((sum, each) => sum + each.bytes, 0) / 2 ** 20;
  const firstWave = rollout.waves.find((wave) => wave.wave === 1)?.targets ?? 0;
  console.log(
    `\nRollout of a ${(imageBytes / 2 ** 20).toFixed(1)} MB image (${imageBytes} bytes) to ${fleetSize} simulated ` +
      `gateways, a campaign of kind upgrade: first wave ${firstWave}, then ${fleetSize - firstWave}`,
  );
  for (const { wave } of rollout.waves)
    row(
      `wave ${wave}: released / all on ${toVersion} / succeeded`,
      [`wave ${wave} released`, `wave ${wave} on new`, `wave ${wave} succeeded`].map(shown).join(' / '),
    );
  row(`all ${fleetSize} report ${toVersion}`, shown('all on new'));
  row(`campaign ${rollout.state}`, shown(`campaign ${rollout.state}`));
  row(
    'downloads the api served',
    `${served.length} (${servedMb.toFixed(1)} MB); one open for ${seconds(downloads.openMs())} in all`,
  );
  console.log(
    `  cut short: the simulator's --upgrade-step ${args['upgrade-step']} (flashing is 5 steps) and --restart-downtime ` +
      `${args['restart-downtime']}, UPGRADE_HEALTHY_SECONDS=${args['healthy-seconds']} (production 180); ` +
      'the follower and the campaign tick every 2 s as in production',
  );
  console.log(
    `\nThe same bytes (${fleetSize} × ${imageBytes} bytes) in this run, before / after the rollout`,
  );
  row(`over the broker, MQTT QoS 1, ${chunkBytes}-byte chunks`, brokerMs.map(seconds).join(' / '));
  row('over bare HTTP, one download each', httpMs.map(seconds).join(' / '));
  const allOnNew = rollout.marks.get('all on new');
  if (allOnNew !== undefined) {
    row(
      'all report the new version / broker bytes',
      `${(allOnNew / mean(brokerMs)).toFixed(1)}× (the goal's ratio, issue 22: the same bytes over the same broker)`,
    );
    row(
      'all report the new version / bare HTTP bytes',
      `${(allOnNew / mean(httpMs)).toFixed(1)}× (the transport the rollout uses, ADR 0046)`,
    );
  }
  console.log(
    `\nLive readings of ${liveGatewayCount} other gateways × 5 devices at ${liveRate.toFixed(1)} uploads/s: publish → queryable`,
  );
  row('before the rollout', latencyOf(latency.before));
  row('during the rollout', latencyOf(latency.during));
  row('while an image download was open', latencyOf(latency.downloading));
  row(
    'p99 during / before',
    `${(latency.during.p99 / latency.before.p99).toFixed(1)}×; while downloading / before ` +
      `${(latency.downloading.p99 / latency.before.p99).toFixed(1)}× (live data must not starve)`,
  );
  row(
    'event-loop delay of the api + ingest process',
    `p99 ${eventLoop.p99.toFixed(1)} ms, max ${eventLoop.max.toFixed(1)} ms (during the rollout)`,
  );
  console.log(
    `\nLoad average (1 / 5 / 15 min, 2 shared cores): at start ${loadOf(load.start)}, at end ${loadOf(load.end)}`,
  );
}

/** Sunfleet, the simulator and the live fleet on one database and broker, ready to roll out. */
async function prepare(handle: DatabaseHandle, databaseUrl: string, dataDir: string, brokerUrl: string) {
  const company = await createCompany(handle);
  const admin = await createUser(handle, { kind: 'company', companyId: company.id, isCompanyAdmin: true });
  const plants = await createUpgradeFleet(handle, company.id);
  const liveFleet = await createLiveFleet(handle);
  const port = await freePort();
  const downloads = trackDownloads();
  const sunfleet = await startSunfleet(
    databaseUrl,
    dataDir,
    `bench-ingest-${randomUUID().slice(0, 8)}`,
    { mqttUrl: brokerUrl },
    {
      port,
      env: { PUBLIC_URL: `http://127.0.0.1:${port}`, UPGRADE_HEALTHY_SECONDS: args['healthy-seconds'] },
      beforeListen: downloads.hook,
    },
  );
  const simulator = startSimulator(plants, brokerUrl, [
    ...['--upgrade-failure-rate', '0', '--upgrade-step', args['upgrade-step']],
    ...['--restart-downtime', args['restart-downtime']],
  ]);
  try {
    await untilOnOldVersion(handle, company.id);
    const token = await signIn(sunfleet.base, admin);
    const firmId = await publishImage(sunfleet.base, token);
    return { sunfleet, simulator, downloads, plants, liveFleet, token, firmId };
  } catch (error) {
    await stopSimulator(simulator);
    await sunfleet.stop();
    throw error;
  }
}

/** Waits until every simulated gateway has reported the version it starts from. */
async function untilOnOldVersion(handle: DatabaseHandle, companyId: string) {
  const onOldVersion = async () =>
    rowsOf<{ n: number }>(
      await handle.db.execute(
        sql`SELECT count(*)::int AS n FROM gateways WHERE software_version = ${fromVersion} AND company_id = ${companyId}`,
      ),
    )[0]?.n ?? 0;
  for (let waited = 0; (await onOldVersion()) < fleetSize; waited += 1) {
    if (waited > 1_200) throw new Error(`the simulated gateways did not report ${fromVersion} in 120 s`);
    await sleep(100);
  }
}

/** Stops the simulator and waits for it, so it has left the broker before the broker goes. */
const stopSimulator = (simulator: ReturnType<typeof startSimulator>) => simulator.stop();

async function main() {
  const loadAtStart = loadavg();
  const databaseName = `sunfleet_bench_upgrades_${randomUUID().replaceAll('-', '')}`;
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).toString();
  await onServer(`CREATE DATABASE ${databaseName}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'sunfleet-bench-upgrades-'));
  const broker = await startBenchMosquitto();
  const receivers = startReceivers();
  const live = startLiveGateways();
  const bare = await startBareImageServer();
  const handle = await connect({ databaseUrl });
  let started: Awaited<ReturnType<typeof prepare>> | undefined;
  try {
    await migrate(handle);
    started = await prepare(handle, databaseUrl, dataDir, broker.url);
    const { sunfleet, downloads, plants, liveFleet, token, firmId } = started;
    await live.ask({ kind: 'connect', url: broker.url, fleet: liveFleet }, 'connected');
    const commits = watchCommits(sunfleet.liveData);

    // The references before the rollout; the live fleet's warm-up (untimed), then its baseline.
    const brokerMs = [await bytesOverBroker(broker.url, receivers, fleetSize)];
    const httpMs = [await bytesOverHttp(bare.url, receivers, fleetSize)];
    const warmUp = await live.ask({ kind: 'paced', uploadsPerSecond: liveRate, seconds: 3 }, 'published');
    await commits.latency(warmUp.readings);
    const before = await live.ask(
      { kind: 'paced', uploadsPerSecond: liveRate, seconds: liveSeconds },
      'published',
    );
    const beforeLatency = await commits.latency(before.readings);

    // The rollout, with live readings flowing all along.
    let isRolloutOver = false;
    const duringReadings = liveUntil(live, () => isRolloutOver);
    const startedWall = Date.now();
    const startedAt = performance.now();
    // This process hosts the api (which serves the downloads) and the ingest: a blocked event loop
    // would hold both, so its delay during the rollout is reported beside the latency.
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const admission = await call<TBatchAdmission>(sunfleet.base, '/api/v1/gateways/batch/upgrade', token, {
      sns: plants.map((plant) => plant.gateway.sn),
      firmId,
    });
    if (admission.code !== 0 || !admission.data.campaignId)
      throw new Error(`batch upgrade refused: ${JSON.stringify(admission).slice(0, 300)}`);
    const rollout = await followRollout(handle, admission.data.campaignId, startedAt, startedWall);
    isRolloutOver = true;
    loopDelay.disable();
    const during = await duringReadings;
    const latency = {
      before: beforeLatency,
      during: await commits.latency(during),
      downloading: await commits.latency(during.filter((reading) => downloads.isOpenAt(reading.publishedAt))),
    };
    const eventLoop = { p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 };
    commits.stop();

    brokerMs.push(await bytesOverBroker(broker.url, receivers, fleetSize));
    httpMs.push(await bytesOverHttp(bare.url, receivers, fleetSize));
    if (process.env.TRACE_INGEST)
      for (const d of downloads.served)
        console.log(`download ${d.from.toFixed(1)} ${d.to.toFixed(1)} ${d.status}`);
    report({
      rollout,
      downloads,
      brokerMs,
      httpMs,
      latency,
      eventLoop,
      load: { start: loadAtStart, end: loadavg() },
    });
    if (!rollout.marks.has('all on new') || rollout.state !== 'completed') {
      process.exitCode = 1;
      const stuck = await unfinished(handle, admission.data.campaignId);
      console.log('  unfinished (first 5):', JSON.stringify(stuck, null, 1));
    }
  } finally {
    if (started) await stopSimulator(started.simulator);
    await live.ask({ kind: 'end' }, 'ended').catch(() => undefined);
    await receivers.ask({ kind: 'close' }, 'closed').catch(() => undefined);
    await started?.sunfleet.stop();
    bare.server.close();
    await handle.close();
    await onServer(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await broker.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
