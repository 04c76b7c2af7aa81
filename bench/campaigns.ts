/**
 * A batch restart as a campaign (issue 21, docs/adr/0040), measured in one run on the local
 * PostgreSQL (BENCH_DATABASE_URL) and a Mosquitto of the bench's own configured as production is
 * (`startBenchMosquitto`), against a bare MQTT fan-out of the same number of request/replies on the
 * same broker (the embedded broker admits gateways only, so the bare clients could not use it):
 *
 * 1. Bare fan-out: one client publishes `--gateways` requests at once (QoS 1, a topic each), one
 *    client subscribed to all answers each; time to the last reply.
 * 2. Campaign: `POST /gateways/batch/restart` of `--gateways` simulated gateways (their own
 *    process; each restart drops the link for `--restart-downtime-ms`), Sunfleet (api, tick,
 *    ingest, dispatcher, channel, database connections) stopped and started again once half of them acknowledged.
 *    Every command must succeed and none be executed twice; time to the last acknowledgement and
 *    to the campaign's completion, and their ratio to the bare fan-out.
 *
 *   npm run bench:campaigns -- [--gateways 1000] [--restart-downtime-ms 300]
 *
 * Fails only when a command is lost, fails or is executed twice.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { TBatchAdmission } from '@sunfleet/contract/campaigns';
import { connect, type DatabaseHandle } from '@sunfleet/db/connect';
import { migrate } from '@sunfleet/db/migrate';
import { sql } from '@sunfleet/db/query';
import { createCompany, createUser } from '@sunfleet/db/testing';
import { createGateway } from '@sunfleet/db/telemetry-testing';
import type { TBenchGateway } from './commands-gateways.ts';
import {
  bareFanOut,
  call,
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
    gateways: { type: 'string', default: '1000' },
    'restart-downtime-ms': { type: 'string', default: '300' },
  },
});
const fleetSize = Number(args.gateways);
const restartDowntimeMs = Number(args['restart-downtime-ms']);
const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

async function main() {
  const databaseName = `sunfleet_bench_campaigns_${randomUUID().replaceAll('-', '')}`;
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).toString();
  await onServer(`CREATE DATABASE ${databaseName}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'sunfleet-bench-campaigns-'));
  const ingestClientId = `bench-ingest-${randomUUID().slice(0, 8)}`;
  let handle: DatabaseHandle | undefined;
  const gatewayProcess = startGateways();
  const broker = await startBenchMosquitto();
  const mqttUrl = broker.url;
  try {
    handle = await connect({ databaseUrl });
    await migrate(handle);
    const company = await createCompany(handle);
    const admin = await createUser(handle, { kind: 'company', companyId: company.id, isCompanyAdmin: true });
    const tag = randomUUID().slice(0, 6).toUpperCase();
    const gateways: TBenchGateway[] = [];
    for (let index = 0; index < fleetSize; index += 1) {
      const gateway = await createGateway(handle, {
        companyId: company.id,
        sn: `CG${tag}${String(index).padStart(5, '0')}`,
      });
      gateways.push({ sn: gateway.sn, key: gateway.key });
    }
    const db = handle.db;
    const scalar = async (query: string) =>
      rowsOf<{ n: number }>(await db.execute(sql.raw(query)))[0]?.n ?? 0;

    let sunfleet = await startSunfleet(databaseUrl, dataDir, ingestClientId, { mqttUrl });
    await gatewayProcess.ask({ kind: 'connect', url: mqttUrl, gateways, restartDowntimeMs }, 'connected');
    for (let waited = 0; waited < 1_200; waited += 1) {
      if ((await scalar(`SELECT count(*)::int AS n FROM gateways WHERE status <> 'offline'`)) >= fleetSize)
        break;
      await sleep(100);
    }

    // 1. The bare reference on the same broker, in the same run.
    const bareMs = await bareFanOut(mqttUrl, fleetSize);

    // 2. The campaign, with Sunfleet restarted half-way.
    let token = await signIn(sunfleet.base, admin);
    const started = performance.now();
    const admission = await call<TBatchAdmission>(sunfleet.base, '/api/v1/gateways/batch/restart', token, {
      sns: gateways.map((gateway) => gateway.sn),
    });
    if (admission.code !== 0 || !admission.data.campaignId)
      throw new Error(`batch restart refused: ${JSON.stringify(admission).slice(0, 300)}`);
    const campaignId = admission.data.campaignId;
    const acknowledged = () =>
      scalar(`SELECT count(acknowledged_at)::int AS n FROM commands WHERE kind = 'restart'`);
    while ((await acknowledged()) < fleetSize / 2) {
      if (performance.now() - started > 300_000) throw new Error('half not acknowledged in 300 s');
      await sleep(20);
    }
    const stopAt = performance.now();
    await sunfleet.stop();
    sunfleet = await startSunfleet(databaseUrl, dataDir, ingestClientId, { mqttUrl });
    const upAt = performance.now();
    token = await signIn(sunfleet.base, admin);
    let lastAckAt = 0;
    let state = '';
    for (;;) {
      if (lastAckAt === 0 && (await acknowledged()) >= fleetSize) lastAckAt = performance.now();
      state =
        rowsOf<{ state: string; finished: boolean }>(
          await db.execute(sql`SELECT state FROM campaigns WHERE id = ${campaignId}`),
        )[0]?.state ?? '';
      if (state !== 'running') break;
      if (performance.now() - started > 300_000) break;
      await sleep(20);
    }
    const doneAt = performance.now();
    const counts = rowsOf<{ state: string; n: number }>(
      await db.execute(
        sql`SELECT state, count(*)::int AS n FROM campaign_targets WHERE campaign_id = ${campaignId} GROUP BY state`,
      ),
    );
    const succeeded = counts.find((row) => row.state === 'succeeded')?.n ?? 0;
    const commandCount = await scalar(`SELECT count(*)::int AS n FROM commands WHERE kind = 'restart'`);
    const stats = await gatewayProcess.ask({ kind: 'stats' }, 'stats');
    const lastAck = (lastAckAt || doneAt) - started;
    console.log(`\nBatch restart of ${fleetSize} gateways as a campaign, Sunfleet restarted half-way`);
    console.log(`  bare MQTT fan-out of ${fleetSize} request/replies   ${ms(bareMs)}`);
    console.log(`  Sunfleet stopped at / down             ${ms(stopAt - started)} / ${ms(upAt - stopAt)}`);
    console.log(`  last acknowledgement at                ${ms(lastAck)}`);
    console.log(`  campaign ${state} at                ${ms(doneAt - started)}`);
    console.log(
      `  targets                                ${counts.map((row) => `${row.state} ${row.n}`).join(', ')}`,
    );
    console.log(`  restart commands queued                ${commandCount} (one per gateway: ${fleetSize})`);
    console.log(
      `  received twice / executed twice        ${stats.duplicateReceipts} / ${stats.executedTwice} (must be 0 executed twice)`,
    );
    console.log(`  last acknowledgement / bare fan-out    ${(lastAck / bareMs).toFixed(1)}× (goal ≤ 3×)`);
    console.log(`  completion / bare fan-out              ${((doneAt - started) / bareMs).toFixed(1)}×`);
    if (succeeded !== fleetSize || stats.executedTwice > 0 || commandCount !== fleetSize) {
      process.exitCode = 1;
      // Where the unfinished ones stand: their commands' states and audit, their gateways' status.
      const stuck = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          SELECT t.state AS target, c.state, g.status AS gateway, c.attempts,
            (SELECT string_agg(e.state || ' ' || e.detail, ' > ' ORDER BY e.at) FROM command_events e
              WHERE e.command_id = c.id) AS audit,
            count(*) OVER (PARTITION BY c.state, g.status) AS n
          FROM campaign_targets t JOIN commands c ON c.gateway_sn = t.gateway_sn AND c.kind = 'restart'
          JOIN gateways g ON g.sn = t.gateway_sn
          WHERE t.campaign_id = ${campaignId} AND t.state <> 'succeeded' LIMIT 5`),
      );
      console.log('  unfinished (first 5):', JSON.stringify(stuck, null, 1));
    }
    await gatewayProcess.ask({ kind: 'close' }, 'closed').catch(() => undefined);
    await sunfleet.stop();
  } finally {
    await gatewayProcess.ask({ kind: 'close' }, 'closed').catch(() => undefined);
    await handle?.close();
    await onServer(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await broker.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
