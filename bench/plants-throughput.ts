/**
 * Plants: the fleet list with status counts and the overview's day / month / year chart calls of
 * the real api on a 10,000-plant fleet, measured with autocannon against a bare Fastify route
 * served by the same process, and against the same SQL run by pgbench. Every request goes to the
 * database (the api keeps no read cache: docs/adr/0010-no-server-read-cache.md). The api and the
 * SQL are measured at saturation, and again on one connection, where a request never waits behind
 * another: its latency is its own work, which no request rate can bring lower. Prints ratios measured in this one run (see docs/performance.md).
 *
 *   npm run bench:plants -- [--plants 10000] [--data-plants 1000] [--five-minute-days 90]
 *                           [--connections 10] [--seconds 10] [--rounds 3]
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server on
 * which the fleet database is built once and kept (see plants-fleet.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import type { TEnvelope } from '@sunfleet/contract/envelope';
import type { TTokenPair } from '@sunfleet/contract/auth';
import { buildApp } from '@sunfleet/api/src/app.ts';
import { loadConfig } from '@sunfleet/api/src/config.ts';
import { connect } from '@sunfleet/db/connect';
import { prepareFleet, type TBenchFleet } from './plants-fleet.ts';
import {
  autocannon,
  captureStatements,
  pgbench,
  sequentialGet,
  type TLoadOptions,
  type TLoadResult,
  type TStatement,
} from './plants-load.ts';

const { values: args } = parseArgs({
  options: {
    plants: { type: 'string', default: '10000' },
    'data-plants': { type: 'string', default: '1000' },
    'five-minute-days': { type: 'string', default: '90' },
    connections: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
  },
});
const size = {
  plants: Number(args.plants),
  dataPlants: Number(args['data-plants']),
  fiveMinuteDays: Number(args['five-minute-days']),
};
const load: TLoadOptions = { connections: Number(args.connections), seconds: Number(args.seconds) };
/** Turns of bare route and cached fleet list: other work on the machine changes both alike. */
const rounds = Number(args.rounds);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

type TRoute = {
  name: string;
  path: string;
  /** Proves the reply carries the fleet's data, so an empty answer is never what gets measured. */
  check(data: unknown): boolean;
};

const hasItems = (list: unknown) => Array.isArray(list) && list.length > 0;

function routesOf(fleet: TBenchFleet): TRoute[] {
  const { id } = fleet.chartPlant;
  const month = fleet.chartDate.slice(0, 7);
  const year = fleet.chartDate.slice(0, 4);
  const bars = (data: unknown) => hasItems((data as { bars?: unknown }).bars);
  return [
    {
      name: 'fleet list + counts',
      path: '/api/v1/plants?page=1&size=20',
      check: (data) => {
        const list = data as { infos: unknown[]; counts: { all: number } };
        return list.infos.length === 20 && list.counts.all === size.plants;
      },
    },
    {
      name: 'power/day',
      path: `/api/v1/plant/${id}/power/day?date=${fleet.chartDate}`,
      check: (data) => ((data as { points?: unknown[] }).points?.length ?? 0) >= 280,
    },
    { name: 'power/month', path: `/api/v1/plant/${id}/power/month?month=${month}`, check: bars },
    { name: 'power/year', path: `/api/v1/plant/${id}/power/year?year=${year}`, check: bars },
    { name: 'energy/day', path: `/api/v1/plant/energy/${id}/day?date=${fleet.chartDate}`, check: bars },
    { name: 'energy/month', path: `/api/v1/plant/energy/${id}/month?month=${month}`, check: bars },
    { name: 'energy/year', path: `/api/v1/plant/energy/${id}/year?year=${year}`, check: bars },
  ];
}

/** The reference: Fastify with one route answering a constant, nothing else registered. */
async function startBareFastify() {
  const bare = Fastify({ logger: false });
  bare.get('/bare', () => ({ code: 0, msg: 'success', data: { hello: 'world' } }));
  await bare.listen({ host: '127.0.0.1', port: 0 });
  return { app: bare, url: `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}/bare` };
}

/** The real api on the fleet database, listening on a free port (no live data: reads only). */
async function startApi(fleet: TBenchFleet, dataDir: string) {
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-of-at-least-32-characters',
    WEB_DIST: join(dataDir, 'no-web'),
    ACCESS_TOKEN_TTL_SECONDS: '7200',
    SUNFLEET_DEMO: '0',
  });
  const database = await connect({ databaseUrl: fleet.url });
  // Request logging is a deployment choice; the reference logs nothing either.
  const app = await buildApp(config, { db: database.db }, { logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    base,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

async function signIn(base: string, fleet: TBenchFleet): Promise<string> {
  const response = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username: fleet.account, password: fleet.password }),
  });
  const envelope = (await response.json()) as TEnvelope<TTokenPair>;
  if (envelope.code !== 0) throw new Error(`sign-in failed: ${JSON.stringify(envelope)}`);
  return envelope.data.access_token;
}

/** One request, failing unless the reply carries the fleet's data. */
async function checkedReply(base: string, route: TRoute, headers: Record<string, string>) {
  const envelope = (await (await fetch(`${base}${route.path}`, { headers })).json()) as TEnvelope<unknown>;
  if (envelope.code !== 0) throw new Error(`${route.path}: ${JSON.stringify(envelope)}`);
  if (!route.check(envelope.data)) throw new Error(`${route.path} answered without the fleet's data`);
}

/** The statements of one request of the api, recorded from the pool. */
const statementsOf = (base: string, route: TRoute, headers: Record<string, string>) =>
  captureStatements(() => checkedReply(base, route, headers));

/** One turn: the bare route, then at once the fleet list. */
type TRound = { bare: TLoadResult; fleetList: TLoadResult };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

type TRow = {
  route: TRoute;
  statements: TStatement[];
  api: TLoadResult;
  sql: TLoadResult;
  /** The api and the SQL on one connection: each request alone. */
  alone: { api: TLoadResult; sql: TLoadResult };
};

const format = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const load1 = () => format(loadavg()[0] ?? 0, 1);

/** A short unmeasured run first, so pools, caches and the JIT are warm. */
async function measured<T>(run: (options: TLoadOptions) => Promise<T>): Promise<T> {
  await run({ ...load, seconds: Math.min(2, load.seconds) });
  return run(load);
}

function report(rows: TRow[], turns: TRound[]) {
  console.log('\nfleet list and bare Fastify route, measured in turns');
  for (const [index, { bare, fleetList }] of turns.entries()) {
    console.log(
      `  turn ${index + 1}: bare ${format(bare.perSecond)} req/s (p99 ${format(bare.p99Ms, 1)} ms), ` +
        `fleet list ${format(fleetList.perSecond)} req/s (p99 ${format(fleetList.p99Ms, 1)} ms): ` +
        `${format(fleetList.perSecond / bare.perSecond, 3)}×`,
    );
  }
  console.log('\nroute                  statements   api req/s  p99 ms   SQL tx/s  SQL p99 ms');
  for (const { route, statements, api, sql } of rows) {
    console.log(
      `${route.name.padEnd(22)} ${String(statements.length).padStart(10)}  ${format(api.perSecond).padStart(10)}` +
        `  ${format(api.p99Ms, 1).padStart(6)}  ${format(sql.perSecond).padStart(9)}  ${format(sql.p99Ms, 1).padStart(10)}`,
    );
  }
  console.log(
    '\nalone: the api and the SQL on one connection\n' +
      '\nroute                   api p50 / p99 ms   SQL p50 / p99 ms',
  );
  for (const { route, alone } of rows) {
    console.log(
      `${route.name.padEnd(22)} ${`${format(alone.api.p50Ms, 2)} / ${format(alone.api.p99Ms, 2)}`.padStart(17)}` +
        `  ${`${format(alone.sql.p50Ms, 2)} / ${format(alone.sql.p99Ms, 2)}`.padStart(17)}`,
    );
  }
  const ratio = (value: number, digits: number) => `${format(value, digits)}×`.padStart(10);
  const label = (text: string) => `  ${text.padEnd(48)}`;
  console.log(`\n${label('ratios (goal)')}       api     alone`);
  console.log(
    label('fleet list / bare Fastify req/s (≥ 0.6×)') +
      ratio(median(turns.map((turn) => turn.fleetList.perSecond / turn.bare.perSecond)), 3),
  );
  for (const { route, api, sql, alone } of rows) {
    console.log(
      label(`${route.name} HTTP p99 / SQL p99 (≤ 1.3×)`) +
        ratio(api.p99Ms / sql.p99Ms, 2) +
        ratio(alone.api.p99Ms / alone.sql.p99Ms, 2),
    );
  }
  console.log(
    '\nfleet list / bare: median of the turns; alone: the api against the SQL, one connection each',
  );
}

async function main() {
  const started = performance.now();
  console.log(
    `plants: ${format(size.plants)} plants, ${format(size.dataPlants)} with a year of rollups and ` +
      `${size.fiveMinuteDays} days of 5-minute rows; ${load.connections} connections × ${load.seconds} s per measurement; ` +
      `load average ${load1()}`,
  );
  const fleet = await prepareFleet(serverUrl, size);
  const dataDir = mkdtempSync(join(tmpdir(), 'sunfleet-bench-plants-'));
  const bareServer = await startBareFastify();
  const api = await startApi(fleet, dataDir);
  try {
    const headers = { authorization: `Bearer ${await signIn(api.base, fleet)}` };
    console.log(`chart plant ${fleet.chartPlant.id} (${fleet.chartPlant.timeZone}), day ${fleet.chartDate}`);
    const routes = routesOf(fleet);
    await checkedReply(api.base, routes[0]!, headers);
    const turns: TRound[] = [];
    for (let turn = 0; turn < rounds; turn++) {
      const bare = await measured((options) => autocannon(bareServer.url, {}, options));
      const fleetList = await measured((options) =>
        autocannon(`${api.base}${routes[0]!.path}`, headers, options),
      );
      turns.push({ bare, fleetList });
    }
    const rows: TRow[] = [];
    for (const route of routes) {
      const statements = await statementsOf(api.base, route, headers);
      const measuredApi = await measured((options) =>
        autocannon(`${api.base}${route.path}`, headers, options),
      );
      const sql = await measured((options) => pgbench(fleet.url, statements, options));
      const alone = {
        api: await measured((options) => sequentialGet(`${api.base}${route.path}`, headers, options)),
        sql: await measured((options) => pgbench(fleet.url, statements, { ...options, connections: 1 })),
      };
      console.log(
        `  ${route.name}: api ${format(measuredApi.perSecond)} req/s p99 ${format(measuredApi.p99Ms, 1)} ms; ` +
          `SQL ${format(sql.perSecond)} tx/s p99 ${format(sql.p99Ms, 1)} ms; alone api p99 ` +
          `${format(alone.api.p99Ms, 2)} ms, SQL p99 ${format(alone.sql.p99Ms, 2)} ms (load average ${load1()})`,
      );
      rows.push({ route, statements, api: measuredApi, sql, alone });
    }
    report(rows, turns);
  } finally {
    await api.close();
    await bareServer.app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\nload average ${load1()}; done in ${format((performance.now() - started) / 1_000, 1)} s`);
}

await main();
