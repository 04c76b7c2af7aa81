import { setTimeout as sleep } from 'node:timers/promises';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type DatabaseHandle } from './connect.ts';
import { claimLease, Scheduler, type TJob } from './scheduler.ts';
import { jobLeases } from './scheduler-schema.ts';
import { createTestDatabase } from './testing.ts';
import { rowsOf } from './query.ts';

let handle: DatabaseHandle;
/** A second connection to the same database, as another process has (PGlite: the same one). */
let other: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const [row] = rowsOf<{ name: string }>(await handle.db.execute(sql`SELECT current_database() AS name`));
    other = await connect({
      databaseUrl: Object.assign(new URL(serverUrl), { pathname: `/${row!.name}` }).toString(),
    });
  } else other = handle;
  await handle.db.execute(sql`CREATE TABLE test_job_runs (name text, holder text, at timestamptz)`);
});
afterAll(async () => {
  if (other !== handle) await other.close();
  await handle.close();
});

const minute = 60_000;
const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));

describe('a job lease', () => {
  it('goes to one holder per period and to another once it has expired', async () => {
    const name = 'test.expiry';
    const first = await claimLease(handle.db, { name, holder: 'a', everyMs: 10 * minute, at: at(0) });
    expect(first).toEqual({ isWon: true, now: at(0), expiresAt: at(10) });
    // Within the period nobody else, nor the holder itself, runs it again.
    for (const holder of ['b', 'a'])
      expect(await claimLease(other.db, { name, holder, everyMs: 10 * minute, at: at(9) })).toEqual({
        isWon: false,
        now: at(9),
        expiresAt: at(10),
      });
    // A holder that died keeps nothing: once its lease expires another process takes the job.
    const takeover = await claimLease(other.db, { name, holder: 'b', everyMs: 10 * minute, at: at(10) });
    expect(takeover).toEqual({ isWon: true, now: at(10), expiresAt: at(20) });
    const [lease] = await handle.db
      .select()
      .from(jobLeases)
      .where(sql`name = ${name}`);
    expect(lease).toMatchObject({ holder: 'b', lastRunAt: at(10), expiresAt: at(20), runs: 2 });
  });

  it('is won by exactly one of many processes trying at the same moment', async () => {
    const claims = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        claimLease((index % 2 === 0 ? handle : other).db, {
          name: 'test.race',
          holder: `p${index}`,
          everyMs: minute,
        }),
      ),
    );
    expect(claims.filter((claim) => claim.isWon)).toHaveLength(1);
  });
});

describe('two schedulers on one database', () => {
  /** A job that records each run with the time its lease gave it. */
  const recordingJob = (name: string, everyMs: number, db = handle.db): TJob => ({
    name,
    everyMs,
    run: async (now) => {
      await db.execute(sql`INSERT INTO test_job_runs VALUES (${name}, 'x', ${now.toISOString()})`);
    },
  });
  const runsOf = async (name: string) =>
    rowsOf<{ at_ms: number }>(
      await handle.db.execute(
        sql`SELECT (extract(epoch FROM at) * 1000)::float8 AS at_ms FROM test_job_runs WHERE name = ${name} ORDER BY at`,
      ),
    ).map((row) => row.at_ms);

  it('run each job once per period between them', async () => {
    const periods = { 'test.fast': 300, 'test.slow': 700 };
    const jobsOf = (db: DatabaseHandle) =>
      Object.entries(periods).map(([name, everyMs]) => recordingJob(name, everyMs, db.db));
    const schedulers = [new Scheduler(handle.db, jobsOf(handle)), new Scheduler(other.db, jobsOf(other))];
    const ran = new Map<string, number>();
    for (const scheduler of schedulers)
      scheduler.on('ran', () => ran.set(scheduler.holder, (ran.get(scheduler.holder) ?? 0) + 1));
    const started = Date.now();
    for (const scheduler of schedulers) scheduler.start();
    await sleep(3_000);
    await Promise.all(schedulers.map((scheduler) => scheduler.stop()));
    const elapsedMs = Date.now() - started;

    for (const [name, everyMs] of Object.entries(periods)) {
      const runs = await runsOf(name);
      // Once at the start, then once per period: two processes without the lease would run twice.
      expect(runs.length).toBeLessThanOrEqual(Math.floor(elapsedMs / everyMs) + 1);
      expect(runs.length).toBeGreaterThanOrEqual(Math.floor(3_000 / everyMs) - 1);
      const gaps = runs.slice(1).map((runAt, index) => runAt - runs[index]!);
      expect(Math.min(...gaps)).toBeGreaterThanOrEqual(everyMs);
    }
    const leases = await handle.db
      .select()
      .from(jobLeases)
      .where(inArray(jobLeases.name, Object.keys(periods)));
    for (const lease of leases) expect(lease.runs).toBe((await runsOf(lease.name)).length);
    // Which process won a period is left to the race: together they ran each period once.
    expect([...ran.values()].reduce((sum, count) => sum + count, 0)).toBe(
      leases.reduce((sum, lease) => sum + lease.runs, 0),
    );
  });

  it('take over the job of a scheduler that stopped, once its lease expires', async () => {
    const name = 'test.takeover';
    const first = new Scheduler(handle.db, [recordingJob(name, 400)]);
    first.start();
    await sleep(100);
    await first.stop();
    const second = new Scheduler(other.db, [recordingJob(name, 400, other.db)]);
    second.start();
    await sleep(1_100);
    await second.stop();
    const runs = await runsOf(name);
    // Run by the first at the start; the second waited out that lease, then ran every period.
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(runs[1]! - runs[0]!).toBeGreaterThanOrEqual(400);
    const [lease] = await handle.db
      .select()
      .from(jobLeases)
      .where(sql`name = ${name}`);
    expect(lease?.holder).toBe(second.holder);
  });

  it('keeps running a job after it throws, and reports it', async () => {
    let calls = 0;
    const scheduler = new Scheduler(handle.db, [
      {
        name: 'test.throws',
        everyMs: 100,
        run: () => {
          calls += 1;
          return Promise.reject(new Error('boom'));
        },
      },
    ]);
    const failures: unknown[] = [];
    scheduler.on('failed', ({ error }) => failures.push(error));
    scheduler.start();
    await sleep(450);
    await scheduler.stop();
    expect(calls).toBeGreaterThanOrEqual(2);
    expect(failures).toHaveLength(calls);
  });

  it('refuses two jobs of one name', () => {
    const job = recordingJob('test.twice', 1_000);
    expect(() => new Scheduler(handle.db, [job, job]).start()).toThrow('two jobs are named test.twice');
  });
});
