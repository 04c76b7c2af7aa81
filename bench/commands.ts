/**
 * The command channel (issue 16, docs/adr/0021), measured in one run on the local PostgreSQL
 * (BENCH_DATABASE_URL) and Mosquitto (MQTT_URL), both shared by Sunfleet and the references:
 *
 * 1. Round trip: `POST /gateway/{sn}/debug` (a remote debug read) → database → dispatcher →
 *    broker → simulated gateway → `up/reply` → ingest → database → channel →
 *    `GET /gate/{sn}/debug/reply?wait` answers with the decoded reply; one at a time, p50 and p99,
 *    against a bare MQTT request/reply between two clients on the same broker in the same run.
 *    The broker is a Mosquitto of the bench's own with `set_tcp_nodelay true`, and every client
 *    sets TCP_NODELAY, so the reference is the loopback floor, not a delayed-ACK wait (issue 24).
 * 2. Batch restart of `--gateways` (default 1,000) simulated gateways in one
 *    `POST /gateways/batch/restart`, with Sunfleet (api, ingest, dispatcher, channel, database
 *    connections) stopped and started again once in the middle: every command acknowledged, time
 *    to the last acknowledgement and to the last success, commands received twice by a gateway
 *    and executed twice (must be 0).
 *
 *   npm run bench:commands -- [--round-trips 300] [--gateways 1000] [--restart-after-acks 300]
 *                             [--round-trip-only]
 *
 * Prints figures and ratios; it fails only when a command is lost or executed twice.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { TBatchAdmission } from '@sunfleet/contract/campaigns';
import type { TCommand, TGatewayDebugReply } from '@sunfleet/contract/commands';
import { connect, type DatabaseHandle } from '@sunfleet/db/connect';
import { migrate } from '@sunfleet/db/migrate';
import { sql } from '@sunfleet/db/query';
import { createCompany, createUser } from '@sunfleet/db/testing';
import { createDevice, createGateway } from '@sunfleet/db/telemetry-testing';
import type { TBenchGateway } from './commands-gateways.ts';
import { percentile } from './percentile.ts';
import {
  bareRoundTrips,
  call,
  freePort,
  ms,
  onServer,
  rowsOf,
  serverUrl,
  signIn,
  startBenchMosquitto,
  startGateways,
  startSunfleet,
} from './sunfleet-bench.ts';

const { values: args } = parseArgs({
  options: {
    'round-trips': { type: 'string', default: '300' },
    gateways: { type: 'string', default: '1000' },
    'restart-after-acks': { type: 'string', default: '300' },
    'restart-downtime-ms': { type: 'string', default: '300' },
    'round-trip-only': { type: 'boolean', default: false },
  },
});
const roundTrips = Number(args['round-trips']);
const fleetSize = Number(args.gateways);
const restartAfterAcks = Number(args['restart-after-acks']);
const restartDowntimeMs = Number(args['restart-downtime-ms']);

async function commandRoundTrips(
  base: string,
  token: string,
  gatewaySn: string,
  deviceSn: string,
  count: number,
) {
  const times: number[] = [];
  for (let index = 0; index < count + 20; index += 1) {
    const started = performance.now();
    const queued = await call<TCommand>(base, `/api/v1/gateway/${gatewaySn}/debug`, token, {
      deviceSn,
      code: '01 03 00 00 00 02 C4 0B',
    });
    if (queued.code !== 0) throw new Error(`debug refused: ${JSON.stringify(queued)}`);
    const reply = await call<TGatewayDebugReply>(
      base,
      `/api/v1/gate/${gatewaySn}/debug/reply?id=${queued.data.id}&wait=10000`,
      token,
    );
    if (reply.data.command.state !== 'succeeded')
      throw new Error(`debug not answered: ${JSON.stringify(reply)}`);
    if (index >= 20) times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

async function main() {
  const databaseName = `sunfleet_bench_commands_${randomUUID().replaceAll('-', '')}`;
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).toString();
  await onServer(`CREATE DATABASE ${databaseName}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'sunfleet-bench-commands-'));
  const ingestClientId = `bench-ingest-${randomUUID().slice(0, 8)}`;
  let handle: DatabaseHandle | undefined;
  let stopBroker: (() => Promise<void>) | undefined;
  const gatewayProcess = startGateways();
  try {
    handle = await connect({ databaseUrl });
    await migrate(handle);
    const company = await createCompany(handle);
    const admin = await createUser(handle, { kind: 'company', companyId: company.id, isCompanyAdmin: true });
    const tag = randomUUID().slice(0, 6).toUpperCase();
    const gateways: (TBenchGateway & { id: string })[] = [];
    for (let index = 0; index < fleetSize; index += 1) {
      const gateway = await createGateway(handle, {
        companyId: company.id,
        sn: `BG${tag}${String(index).padStart(5, '0')}`,
      });
      gateways.push({ id: gateway.id, sn: gateway.sn, key: gateway.key });
    }
    const probe = gateways[0]!;
    const device = await createDevice(handle, {
      gatewayId: probe.id,
      kind: 'inverterString',
      dictionaryId: 'sofar_lsw3',
    });

    // 1. Round trip on a Mosquitto with TCP_NODELAY, where the bare reference runs too; one gateway.
    const probeProcess = startGateways();
    const noDelayBroker = await startBenchMosquitto();
    stopBroker = noDelayBroker.stop;
    let sunfleet = await startSunfleet(databaseUrl, dataDir, ingestClientId, { mqttUrl: noDelayBroker.url });
    await probeProcess.ask(
      { kind: 'connect', url: noDelayBroker.url, gateways: [probe], restartDowntimeMs },
      'connected',
    );
    const online = async () =>
      rowsOf<{ n: number }>(
        await handle!.db.execute(
          sql.raw(`SELECT count(*)::int AS n FROM gateways WHERE status <> 'offline'`),
        ),
      )[0]?.n ?? 0;
    const untilOnline = async (count: number) => {
      for (let waited = 0; (await online()) < count && waited < 1_200; waited += 1)
        await new Promise((resolve) => setTimeout(resolve, 100));
    };
    await untilOnline(1);
    let token = await signIn(sunfleet.base, admin);
    // In turns with the bare reference, so load on the machine moves both alike.
    const bare: number[] = [];
    const command: number[] = [];
    const turns = 3;
    for (let turn = 0; turn < turns; turn += 1) {
      bare.push(...(await bareRoundTrips(Math.ceil(roundTrips / turns), 1, noDelayBroker.url)));
      command.push(
        ...(await commandRoundTrips(
          sunfleet.base,
          token,
          probe.sn,
          device.sn,
          Math.ceil(roundTrips / turns),
        )),
      );
    }
    bare.sort((a, b) => a - b);
    command.sort((a, b) => a - b);
    const [bare50, bare99, cmd50, cmd99] = [
      percentile(bare, 50),
      percentile(bare, 99),
      percentile(command, 50),
      percentile(command, 99),
    ];
    console.log(`\nRound trip on Mosquitto, TCP_NODELAY on (${command.length} each, one at a time)`);
    console.log(`  bare MQTT request/reply      p50 ${ms(bare50)}  p99 ${ms(bare99)}`);
    console.log(`  command through the api      p50 ${ms(cmd50)}  p99 ${ms(cmd99)}`);
    console.log(`  command p50 / bare p50       ${(cmd50 / bare50).toFixed(1)}×`);
    console.log(`  command p99 / bare p99       ${(cmd99 / bare99).toFixed(1)}× (goal ≤ 5×)`);
    await probeProcess.ask({ kind: 'close' }, 'closed').catch(() => undefined);
    await sunfleet.stop();
    if (args['round-trip-only']) return;
    await handle.db.execute(sql.raw(`UPDATE gateways SET status = 'offline'`));

    // The batch on the embedded broker (the default set-up): it stops and starts with Sunfleet.
    const port = await freePort();
    sunfleet = await startSunfleet(databaseUrl, dataDir, ingestClientId, { port });
    await gatewayProcess.ask(
      { kind: 'connect', url: sunfleet.brokerUrl, gateways, restartDowntimeMs },
      'connected',
    );
    await untilOnline(fleetSize);
    token = await signIn(sunfleet.base, admin);

    // 2. Batch restart with Sunfleet restarted in the middle.
    const sns = gateways.map((gateway) => gateway.sn);
    const started = performance.now();
    // A campaign since docs/adr/0040 (bench:campaigns measures it against a bare fan-out).
    const queued = await call<TBatchAdmission>(sunfleet.base, '/api/v1/gateways/batch/restart', token, {
      sns,
    });
    if (queued.code !== 0) throw new Error(`batch restart refused: ${JSON.stringify(queued).slice(0, 300)}`);
    const queuedMs = performance.now() - started;
    const ids = sns;
    const progress = async () =>
      rowsOf<{ acknowledged: number; succeeded: number; finished: number; last_ack: string | null }>(
        await handle!.db.execute(
          sql.raw(`SELECT count(acknowledged_at)::int AS acknowledged,
                  count(*) FILTER (WHERE state = 'succeeded')::int AS succeeded,
                  count(finished_at)::int AS finished
           FROM commands WHERE kind = 'restart'`),
        ),
      )[0]!;
    while ((await progress()).acknowledged < restartAfterAcks)
      await new Promise((resolve) => setTimeout(resolve, 10));
    const stopAt = performance.now();
    await sunfleet.stop();
    const downAt = performance.now();
    sunfleet = await startSunfleet(databaseUrl, dataDir, ingestClientId, { port });
    const upAt = performance.now();
    token = await signIn(sunfleet.base, admin);
    let lastAckAt = 0;
    for (;;) {
      const now = await progress();
      if (now.acknowledged >= ids.length && lastAckAt === 0) lastAckAt = performance.now();
      if (now.finished >= ids.length) break;
      if (performance.now() - started > 300_000) throw new Error(`not finished: ${JSON.stringify(now)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const doneAt = performance.now();
    const final = await progress();
    const stats = await gatewayProcess.ask({ kind: 'stats' }, 'stats');
    const sentRows = rowsOf<{ attempts: number; n: number }>(
      await handle.db.execute(
        sql.raw(
          `SELECT attempts, count(*)::int AS n FROM commands WHERE kind = 'restart' GROUP BY attempts ORDER BY attempts`,
        ),
      ),
    );
    console.log(
      `\nBatch restart of ${ids.length} gateways, Sunfleet restarted after ${restartAfterAcks} acknowledgements`,
    );
    console.log(`  queued (one request)         ${ms(queuedMs)}`);
    console.log(
      `  Sunfleet stopped at          ${ms(stopAt - started)}; down ${ms(upAt - stopAt)} (stop ${ms(downAt - stopAt)}, start ${ms(upAt - downAt)})`,
    );
    console.log(`  last acknowledgement at      ${ms(lastAckAt - started)} (goal ≤ 10 s)`);
    console.log(`  last success at              ${ms(doneAt - started)}`);
    console.log(`  acknowledged / succeeded     ${final.acknowledged} / ${final.succeeded} of ${ids.length}`);
    console.log(
      `  sends per command            ${sentRows.map((row) => `${row.attempts}×: ${row.n}`).join(', ')}`,
    );
    console.log(`  received twice by a gateway  ${stats.duplicateReceipts}`);
    console.log(`  executed twice               ${stats.executedTwice} (must be 0)`);
    if (final.succeeded !== ids.length || stats.executedTwice > 0) process.exitCode = 1;
    await gatewayProcess.ask({ kind: 'close' }, 'closed').catch(() => undefined);
    await sunfleet.stop();
  } finally {
    await gatewayProcess.ask({ kind: 'close' }, 'closed').catch(() => undefined);
    await handle?.close();
    await onServer(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await stopBroker?.();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
