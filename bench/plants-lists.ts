/**
 * Lists as the fleet grows (issue 24 §3): the plant list (every sort, first and last page), the
 * device lists and the counts, read by the company's administrator and by an owner of two plants,
 * on fleets of 100, 1,000 and 10,000 plants. Each request alone, one after another (the machine is
 * shared): p99 per list and fleet size, the ratio of the largest fleet to the smallest (goal ≤ 2×),
 * and EXPLAIN ANALYZE of the statements of the slowest list at the largest fleet.
 *
 *   npm run bench:plants -- [--fleets 100,1000,10000] [--requests 60] [--only 'count overview,plants sort=name']
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server; each
 * fleet is built once in SQL (`generate_series`) and kept (plants-fleet.ts, `prepareListFleet`).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import type { TEnvelope } from '@sunfleet/contract/envelope';
import type { TTokenPair } from '@sunfleet/contract/auth';
import { buildApp } from '@sunfleet/api/src/app.ts';
import { loadConfig } from '@sunfleet/api/src/config.ts';
import { connect } from '@sunfleet/db/connect';
import { plantSorts } from '@sunfleet/contract/plants';
import { prepareListFleet } from './plants-fleet.ts';
import { captureStatements, type TStatement } from './plants-load.ts';
import { percentile } from './percentile.ts';

const { values: args } = parseArgs({
  options: {
    fleets: { type: 'string', default: '100,1000,10000' },
    requests: { type: 'string', default: '60' },
    /** Only EXPLAIN this path on the largest fleet (`admin:/api/v1/…` or `owner:/api/v1/…`). */
    explain: { type: 'string' },
    /** Only the lists whose names contain one of these, comma-separated (`count overview,inverters first`). */
    only: { type: 'string' },
  },
});
const fleetSizes = args.fleets.split(',').map(Number);
const requests = Number(args.requests);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const pageSize = 20;

type TReader = 'admin' | 'owner';
/** A list as requested: `total` says how many pages it has, so its last page can be asked for. */
type TList = { name: string; path: (lastPage: number) => string; paged: boolean };

const plantLists: TList[] = plantSorts.flatMap((sort) =>
  (['first', 'last'] as const).map((end) => ({
    name: `plants sort=${sort} ${end}`,
    path: (lastPage: number) =>
      `/api/v1/plants?sort=${sort}&order=desc&size=${pageSize}&page=${end === 'first' ? 1 : lastPage}`,
    paged: end === 'last',
  })),
);
const deviceLists: TList[] = ['inverters', 'meters', 'batteries', 'meteorological', 'gateways'].flatMap(
  (list) =>
    (['first', 'last'] as const).map((end) => ({
      name: `${list} ${end}`,
      path: (lastPage: number) => `/api/v1/${list}?size=${pageSize}&page=${end === 'first' ? 1 : lastPage}`,
      paged: end === 'last',
    })),
);
const counts: TList[] = [
  '/api/v1/overview/plantCount',
  '/api/v1/inverters/count',
  '/api/v1/meter/status/count',
  '/api/v1/batteries/count',
  '/api/v1/meteorological/status/count',
  '/api/v1/gateways/count',
].map((path) => ({ name: path.replace('/api/v1/', 'count '), path: () => path, paged: false }));
const onlyNames = args.only?.split(',');
const lists = [...plantLists, ...deviceLists, ...counts].filter(
  (list) => !onlyNames || onlyNames.some((name) => list.name.includes(name)),
);

async function startApi(databaseUrl: string, dataDir: string) {
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-of-at-least-32-characters',
    WEB_DIST: join(dataDir, 'no-web'),
    ACCESS_TOKEN_TTL_SECONDS: '7200',
    SUNFLEET_DEMO: '0',
  });
  const database = await connect({ databaseUrl });
  const app = await buildApp(config, { db: database.db }, { logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

async function signIn(base: string, username: string, password: string) {
  const response = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username, password }),
  });
  const envelope = (await response.json()) as TEnvelope<TTokenPair>;
  if (envelope.code !== 0) throw new Error(`sign-in failed: ${JSON.stringify(envelope)}`);
  return { authorization: `Bearer ${envelope.data.access_token}` };
}

async function getData(url: string, headers: Record<string, string>) {
  const envelope = (await (await fetch(url, { headers })).json()) as TEnvelope<unknown>;
  if (envelope.code !== 0) throw new Error(`${url}: ${JSON.stringify(envelope)}`);
  return envelope.data;
}

/** The page that holds the list's last row, from its first page's total. */
async function lastPageOf(base: string, list: TList, headers: Record<string, string>) {
  if (!list.paged) return 1;
  const data = (await getData(`${base}${list.path(1)}`, headers)) as { total?: number };
  return Math.max(1, Math.ceil((data.total ?? 0) / pageSize));
}

type TFleetApi = Awaited<ReturnType<typeof startFleetApi>>;

/** A fleet's database, its api listening, and its two readers signed in. */
async function startFleetApi(plants: number, dataDir: string) {
  const fleet = await prepareListFleet(serverUrl, plants);
  const fleetDir = join(dataDir, String(plants));
  mkdirSync(fleetDir);
  const api = await startApi(fleet.url, fleetDir);
  const readers: Record<TReader, Record<string, string>> = {
    admin: await signIn(api.base, fleet.account, fleet.password),
    owner: await signIn(api.base, fleet.owner.account, fleet.owner.password),
  };
  return { plants, fleet, api, readers };
}

type TMeasure = { p50: number; p99: number; url: string };
/** By reader and list: the measure at each fleet size. */
const results = new Map<string, Map<number, TMeasure>>();

/**
 * One list of one reader on every fleet, their requests taken in turns (one on each fleet, then
 * again), so load from other work on the machine falls on every fleet size alike.
 */
async function measureList(fleets: TFleetApi[], reader: TReader, list: TList) {
  const urls = await Promise.all(
    fleets.map(
      async ({ api, readers }) =>
        `${api.base}${list.path(await lastPageOf(api.base, list, readers[reader]))}`,
    ),
  );
  const latencies = fleets.map(() => [] as number[]);
  for (let round = -3; round < requests; round++) {
    for (const [index, { readers }] of fleets.entries()) {
      const started = performance.now();
      await getData(urls[index]!, readers[reader]);
      // The first rounds warm pools, plans and code up, unmeasured.
      if (round >= 0) latencies[index]!.push(performance.now() - started);
    }
  }
  const bySize = new Map<number, TMeasure>();
  for (const [index, { plants, api }] of fleets.entries()) {
    const sorted = latencies[index]!.sort((a, b) => a - b);
    bySize.set(plants, {
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      url: urls[index]!.slice(api.base.length),
    });
  }
  results.set(`${reader.padEnd(5)} ${list.name}`, bySize);
}

/** EXPLAIN (ANALYZE, BUFFERS) of each statement a request sends, run on its own connection. */
async function explain(databaseUrl: string, statements: TStatement[]) {
  // As the api's pool runs them (packages/db/src/connect.ts).
  const client = new pg.Client({ connectionString: databaseUrl, options: '-c jit=off' });
  await client.connect();
  try {
    for (const statement of statements) {
      if (!/^\s*(select|with)/i.test(statement.text)) continue;
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`,
        statement.values,
      );
      console.log(`\n${statement.text.replace(/\s+/g, ' ').slice(0, 400)}\n`);
      for (const row of rows) console.log(`  ${row['QUERY PLAN']}`);
    }
  } finally {
    await client.end();
  }
}

/** The plans of the statements one request of `path` sends (after one unmeasured request). */
async function explainRequest(fleet: TFleetApi, reader: TReader, path: string) {
  const url = `${fleet.api.base}${path}`;
  await getData(url, fleet.readers[reader]);
  const statements = await captureStatements(async () => {
    await getData(url, fleet.readers[reader]);
  });
  await explain(fleet.fleet.url, statements);
}

const ms = (value: number | undefined) => (value === undefined ? '—' : value.toFixed(1));

function report() {
  const header = fleetSizes.map((size) => `p50/p99 @${size}`.padStart(18)).join('');
  console.log(`\nreader list${' '.repeat(28)}${header}   p99 ratio (goal ≤ 2×)`);
  for (const [key, bySize] of results) {
    const first = bySize.get(fleetSizes[0]!)?.p99;
    const last = bySize.get(fleetSizes.at(-1)!)?.p99;
    const cells = fleetSizes
      .map((size) => `${ms(bySize.get(size)?.p50)} / ${ms(bySize.get(size)?.p99)}`.padStart(18))
      .join('');
    const ratio = first && last ? last / first : NaN;
    console.log(`${key.padEnd(38)}${cells}   ${ratio.toFixed(2)}×${ratio > 2 ? '  ✗' : ''}`);
  }
}

async function main() {
  console.log(
    `lists: fleets of ${fleetSizes.join(', ')} plants, ${requests} requests each, one at a time, ` +
      `the fleets in turns; load average ${loadavg()[0]!.toFixed(1)}`,
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'sunfleet-bench-lists-'));
  const fleets: TFleetApi[] = [];
  try {
    if (args.explain) {
      const largest = await startFleetApi(fleetSizes.at(-1)!, dataDir);
      fleets.push(largest);
      const [reader, path] = args.explain.split(/:(.*)/s) as [TReader, string];
      await explainRequest(largest, reader, path);
      return;
    }
    for (const plants of fleetSizes) fleets.push(await startFleetApi(plants, dataDir));
    for (const reader of ['admin', 'owner'] as const) {
      for (const list of lists) await measureList(fleets, reader, list);
      console.log(`  ${reader}: done (load average ${loadavg()[0]!.toFixed(1)})`);
    }
    report();
    const largest = fleets.at(-1)!;
    const [slowestKey, slowest] = [...results].sort(
      ([, a], [, b]) => (b.get(largest.plants)?.p99 ?? 0) - (a.get(largest.plants)?.p99 ?? 0),
    )[0]!;
    const measure = slowest.get(largest.plants)!;
    console.log(
      `\nslowest at ${largest.plants} plants: ${slowestKey.trim()} (${measure.url}), p99 ${ms(measure.p99)} ms`,
    );
    await explainRequest(largest, slowestKey.startsWith('owner') ? 'owner' : 'admin', measure.url);
  } finally {
    for (const { api } of fleets) await api.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
