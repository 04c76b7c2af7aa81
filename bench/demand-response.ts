/**
 * Demand-response dispatch (issue 23, docs/adr/0049, 0058), measured in one run on the local
 * PostgreSQL (BENCH_DATABASE_URL) and a Mosquitto of the bench's own (`startBenchMosquitto`),
 * against a bare MQTT fan-out of as many request/replies on the same broker:
 *
 * 1. `--batteries` battery plants (a gateway and a battery each) enrolled in one programme, seeded
 *    in the database; the simulated gateways (`commands-gateways.ts`, their own process) connect
 *    and obey every command; Sunfleet starts as `npm start` runs it with the test VTN
 *    (packages/openadr, in this process) as its VTN and subscribes for notifications.
 * 2. Bare fan-out: `--batteries` request/replies published at once; time to the last reply.
 * 3. The VTN creates an event: time from the VTN's POST to 99 % (and 100 %) of the online
 *    batteries acknowledging their discharge command — through the notification, the webhook, the
 *    dispatch campaign and the command channel; then the VTN deletes it and the same for cancel.
 *
 *   npm run bench:dr -- [--batteries 1000]
 *
 * Fails only when fewer than 99 % of the online batteries acknowledge within 5 minutes.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { enrolledBattery } from '@sunfleet/api/src/modules/demand-response/events.testing.ts';
import { connect, type DatabaseHandle } from '@sunfleet/db/connect';
import { migrate } from '@sunfleet/db/migrate';
import { sql } from '@sunfleet/db/query';
import { createCompany } from '@sunfleet/db/testing';
import { createGateway, createPlant } from '@sunfleet/db/telemetry-testing';
import { startTestVtn } from '@sunfleet/openadr/test-vtn';
import type { TBenchGateway } from './commands-gateways.ts';
import {
  bareFanOut,
  freePort,
  ms,
  onServer,
  rowsOf,
  serverUrl,
  startBenchMosquitto,
  startGateways,
  startSunfleet,
} from './sunfleet-bench.ts';

const { values: args } = parseArgs({ options: { batteries: { type: 'string', default: '1000' } } });
const fleetSize = Number(args.batteries);
const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));
const limitMs = 300_000;

async function seedFleet(handle: DatabaseHandle): Promise<TBenchGateway[]> {
  const company = await createCompany(handle);
  const tag = randomUUID().slice(0, 6).toUpperCase();
  const gateways: TBenchGateway[] = [];
  for (let index = 0; index < fleetSize; index += 1) {
    const plant = await createPlant(handle, { companyId: company.id, timeZone: 'America/New_York' });
    const gateway = await createGateway(handle, {
      companyId: company.id,
      plantId: plant.id,
      sn: `DR${tag}${String(index).padStart(5, '0')}`,
    });
    await enrolledBattery({ database: handle }, { gatewayId: gateway.id, plantId: plant.id });
    gateways.push({ sn: gateway.sn, key: gateway.key });
  }
  return gateways;
}

async function main() {
  const databaseName = `sunfleet_bench_dr_${randomUUID().replaceAll('-', '')}`;
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).toString();
  await onServer(`CREATE DATABASE ${databaseName}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'sunfleet-bench-dr-'));
  let handle: DatabaseHandle | undefined;
  const gatewayProcess = startGateways();
  const broker = await startBenchMosquitto();
  const vtn = await startTestVtn();
  try {
    handle = await connect({ databaseUrl });
    await migrate(handle);
    const seedStarted = performance.now();
    const gateways = await seedFleet(handle);
    const seedMs = performance.now() - seedStarted;
    const db = handle.db;
    const scalar = async (query: string) =>
      rowsOf<{ n: number }>(await db.execute(sql.raw(query)))[0]?.n ?? 0;
    const waitFor = async (isDone: () => Promise<boolean>, what: string) => {
      const started = performance.now();
      while (!(await isDone())) {
        if (performance.now() - started > limitMs) throw new Error(`${what}: not within ${limitMs} ms`);
        await sleep(20);
      }
    };

    const program = await vtn.asBusinessLogic('POST', '/programs', { programName: 'eversource-bat' });
    const programID = (program.body as { id: string }).id;
    const port = await freePort();
    const sunfleet = await startSunfleet(
      databaseUrl,
      dataDir,
      `bench-ingest-${randomUUID().slice(0, 8)}`,
      { mqttUrl: broker.url },
      {
        port,
        env: {
          OADR_VTN_URL: vtn.baseUrl,
          OADR_CLIENT_ID: 'sunfleet-ven',
          OADR_CLIENT_SECRET: 'ven-secret',
          OADR_CALLBACK_URL: `http://127.0.0.1:${port}/api/v1/oadr/notifications`,
        },
      },
    );
    await gatewayProcess.ask(
      { kind: 'connect', url: broker.url, gateways, restartDowntimeMs: 0 },
      'connected',
    );
    await waitFor(
      async () =>
        (await scalar(`SELECT count(*)::int AS n FROM gateways WHERE status <> 'offline'`)) >= fleetSize,
      'gateways online',
    );
    // The scheduler's first VEN round subscribes.
    await waitFor(() => Promise.resolve(vtn.store.subscriptions.size > 0), 'subscription');
    const online = await scalar(`SELECT count(*)::int AS n FROM gateways WHERE status <> 'offline'`);

    const bareMs = await bareFanOut(broker.url, fleetSize);

    /** Runs the VTN's change; times to its webhook answered, and to 99 % and 100 % acknowledged. */
    async function measure(action: 'discharge' | 'cancel', change: () => Promise<unknown>) {
      const acknowledged = () =>
        scalar(`SELECT count(*)::int AS n FROM commands
          WHERE kind = 'demandResponse' AND payload->>'action' = '${action}' AND acknowledged_at IS NOT NULL`);
      const started = performance.now();
      const startedWallMs = Date.now();
      await change();
      const answeredMs = performance.now() - started;
      await waitFor(async () => (await acknowledged()) >= Math.ceil(online * 0.99), `${action} 99 %`);
      const p99Ms = performance.now() - started;
      await waitFor(async () => (await acknowledged()) >= online, `${action} 100 %`).catch(() => undefined);
      const allMs = performance.now() - started;
      // Where the time went, from the commands' own timestamps (same machine, same clock).
      const [stages] = rowsOf<{ created: number; sent: number }>(
        await db.execute(sql`
          SELECT extract(epoch FROM max(created_at)) * 1000 - ${startedWallMs} AS created,
            extract(epoch FROM percentile_disc(0.99) WITHIN GROUP (ORDER BY sent_at)) * 1000 - ${startedWallMs} AS sent
          FROM commands WHERE kind = 'demandResponse' AND payload->>'action' = ${action}`),
      );
      return {
        answeredMs,
        createdMs: Number(stages?.created),
        sentMs: Number(stages?.sent),
        p99Ms,
        allMs,
        acknowledged: await acknowledged(),
      };
    }

    const startsAt = new Date(Math.ceil((Date.now() + 60 * 60_000) / 1000) * 1000);
    let vtnEventId = '';
    const created = await measure('discharge', async () => {
      const reply = await vtn.asBusinessLogic('POST', '/events', {
        programID,
        eventName: 'bench peak',
        payloadDescriptors: [{ objectType: 'EVENT_PAYLOAD_DESCRIPTOR', payloadType: 'SIMPLE' }],
        intervalPeriod: { start: startsAt.toISOString(), duration: 'PT3H' },
        intervals: [{ id: 0, payloads: [{ type: 'SIMPLE', values: [1] }] }],
      });
      vtnEventId = (reply.body as { id: string }).id;
    });
    const deleted = await measure('cancel', () => vtn.asBusinessLogic('DELETE', `/events/${vtnEventId}`));
    const stats = await gatewayProcess.ask({ kind: 'stats' }, 'stats');
    const [load1, load5] = loadavg();

    const row = (label: string, value: string) => console.log(`  ${label.padEnd(54)}${value}`);
    const phase = (label: string, figures: typeof created) => {
      row(`${label}: VTN's request answered (webhook)`, ms(figures.answeredMs));
      row(`${label}: last command queued (campaign tick)`, ms(figures.createdMs));
      row(`${label}: 99 % of commands sent`, ms(figures.sentMs));
      row(`${label}: 99 % of online batteries acknowledged`, ms(figures.p99Ms));
      row(`${label}: all acknowledged`, `${ms(figures.allMs)} (${figures.acknowledged} of ${online})`);
      row(`${label}: 99 % / bare fan-out`, `${(figures.p99Ms / bareMs).toFixed(1)}×`);
    };
    console.log(`\nDemand-response dispatch to ${fleetSize} enrolled batteries (${online} online)`);
    row('load average (1 / 5 min, 2 cores)', `${load1!.toFixed(1)} / ${load5!.toFixed(1)}`);
    row('fleet seeded in the database', ms(seedMs));
    row(`bare MQTT fan-out of ${fleetSize} request/replies`, ms(bareMs));
    phase('event created', created);
    phase('event deleted', deleted);
    row(
      'notifications (operation status)',
      vtn.notificationsSent.map((each) => `${each.body.operation} ${each.status}`).join(', '),
    );
    row('commands executed twice', String(stats.executedTwice));
    row('VTN violations of the official document', String(vtn.violations.length));
    if (created.acknowledged < online * 0.99 || deleted.acknowledged < online * 0.99) process.exitCode = 1;
    await gatewayProcess.ask({ kind: 'close' }, 'closed').catch(() => undefined);
    await sunfleet.stop();
  } finally {
    await gatewayProcess.ask({ kind: 'close' }, 'closed').catch(() => undefined);
    await vtn.close();
    await handle?.close();
    await onServer(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await broker.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
