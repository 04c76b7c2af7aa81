/**
 * Load generators of the plants benchmark: autocannon (in a child process, so it does not share
 * the server's event loop) for HTTP, pgbench for the SQL a route issues, captured from the pool
 * while the route answers one request.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { percentile } from './percentile.ts';

const run = promisify(execFile);

/** What one measurement gives: throughput, the median latency and the one the slowest 1 % exceed. */
export type TLoadResult = { perSecond: number; p50Ms: number; p99Ms: number; count: number };

export type TLoadOptions = { connections: number; seconds: number };

const autocannonCli = join(createRequire(import.meta.url).resolve('autocannon'), '..', 'autocannon.js');

type TAutocannonJson = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
};

/** Requests/s and p99 of GET `url` with `connections` keep-alive connections for `seconds`. */
export async function autocannon(
  url: string,
  headers: Record<string, string>,
  { connections, seconds }: TLoadOptions,
): Promise<TLoadResult> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const { stdout } = await run(
    process.execPath,
    [autocannonCli, '--json', '-c', String(connections), '-d', String(seconds), ...headerArgs, url],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const result = JSON.parse(stdout) as TAutocannonJson;
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${url}: ${failed} of ${result.requests.total} requests failed`);
  return {
    perSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    count: result.requests.total,
  };
}

const sequentialGetCli = join(import.meta.dirname, 'sequential-get.ts');

/** GET `url` one request after another on one connection: each request's latency alone. */
export async function sequentialGet(
  url: string,
  headers: Record<string, string>,
  { seconds }: TLoadOptions,
): Promise<TLoadResult> {
  const { stdout } = await run(process.execPath, [
    '--import',
    'tsx',
    sequentialGetCli,
    url,
    String(seconds),
    JSON.stringify(headers),
  ]);
  const { count, p50Ms, p99Ms } = JSON.parse(stdout) as { count: number; p50Ms: number; p99Ms: number };
  return { perSecond: count / seconds, p50Ms, p99Ms, count };
}

/** A statement the api sent through the pool: text with $n placeholders and its values. */
export type TStatement = { text: string; values: unknown[] };

/**
 * Records what the api's pool sends while `work` runs. Drizzle's node-postgres driver calls
 * `pool.query(config, values)`, so wrapping the prototype sees every statement of the routes.
 */
export async function captureStatements(work: () => Promise<void>): Promise<TStatement[]> {
  const statements: TStatement[] = [];
  const prototype = pg.Pool.prototype;
  // Pool#query lives on pg-pool's class, which pg.Pool extends; the wrapper shadows it for a while.
  const ownQuery = Object.getOwnPropertyDescriptor(prototype, 'query');
  const original = Reflect.get(prototype, 'query') as (this: pg.Pool, ...args: unknown[]) => unknown;
  Object.defineProperty(prototype, 'query', {
    configurable: true,
    writable: true,
    value: function (this: pg.Pool, config: unknown, values?: unknown) {
      const text = typeof config === 'string' ? config : (config as { text: string }).text;
      const params = Array.isArray(values) ? values : ((config as { values?: unknown[] }).values ?? []);
      statements.push({ text, values: params as unknown[] });
      return original.call(this, config, values);
    },
  });
  try {
    await work();
  } finally {
    if (ownQuery) Object.defineProperty(prototype, 'query', ownQuery);
    else Reflect.deleteProperty(prototype, 'query');
  }
  return statements;
}

/** A parameter as text, the way node-postgres sends it (Dates as ISO instants). */
function parameterText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

/**
 * pgbench reads every `:name` as a variable, also inside string literals ('HH24:MI'); the same
 * literal as an escape string with the colon escaped (E'HH24\x3aMI') is the same constant.
 */
const withoutLiteralColons = (text: string) =>
  text.replace(/'(?:[^']|'')*'/g, (literal) =>
    literal.includes(':') ? `E${literal.replaceAll('\\', '\\\\').replaceAll(':', '\\x3a')}` : literal,
  );

/**
 * A pgbench script running the statements in order, with their values as pgbench variables —
 * sent as parameters of the extended protocol, as node-postgres sends them.
 */
export function pgbenchScript(statements: TStatement[]) {
  const variables: string[] = [];
  const lines = statements.map((statement, index) => {
    const text = withoutLiteralColons(statement.text).replace(/\$(\d+)/g, (_, position: string) => {
      const value = statement.values[Number(position) - 1];
      if (value === null || value === undefined) return 'NULL';
      const name = `s${index}p${position}`;
      variables.push(`${name}=${parameterText(value)}`);
      return `:${name}`;
    });
    return `${text.replace(/\s*\n\s*/g, ' ')};`;
  });
  return { script: `${lines.join('\n')}\n`, variables };
}

/**
 * Transactions/s and p99 of the script on `connections` clients for `seconds`, from pgbench's
 * per-transaction log.
 */
export async function pgbench(
  databaseUrl: string,
  statements: TStatement[],
  { connections, seconds }: TLoadOptions,
): Promise<TLoadResult> {
  const directory = mkdtempSync(join(tmpdir(), 'sunfleet-pgbench-'));
  try {
    const { script, variables } = pgbenchScript(statements);
    const scriptFile = join(directory, 'route.sql');
    writeFileSync(scriptFile, script);
    await run(
      'pgbench',
      [
        '--no-vacuum',
        '--protocol=extended',
        `--client=${connections}`,
        '--jobs=1',
        `--time=${seconds}`,
        `--file=${scriptFile}`,
        '--log',
        `--log-prefix=${join(directory, 'tx')}`,
        ...variables.flatMap((variable) => ['--define', variable]),
        databaseUrl,
      ],
      { cwd: directory, maxBuffer: 16 * 1024 * 1024 },
    );
    // Each line: client_id transaction_no latency_us script_no epoch_s epoch_us.
    const latencies = readdirSync(directory)
      .filter((name) => name.startsWith('tx.'))
      .flatMap((name) => readFileSync(join(directory, name), 'utf8').trim().split('\n'))
      .map((line) => Number(line.split(' ')[2]) / 1_000)
      .sort((a, b) => a - b);
    if (latencies.length === 0) throw new Error('pgbench ran no transaction');
    return {
      perSecond: latencies.length / seconds,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      count: latencies.length,
    };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
