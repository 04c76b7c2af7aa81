import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { hostname } from 'node:os';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './connect.ts';
import { rowsOf } from './query.ts';

/**
 * A periodic job. Every process may register it; `run` is called once per `everyMs` across all of
 * them (README.md beside this file: how to add one).
 */
export type TJob = {
  /** Unique in the deployment, the key of its lease: `<area>.<what>` (`api.purge`). */
  name: string;
  everyMs: number;
  /** `now` is the database's clock when the lease for this period was won. */
  run(now: Date): Promise<unknown>;
};

/** The outcome of one try for a job's lease, on the database's clock. */
export type TLeaseClaim = { isWon: boolean; now: Date; expiresAt: Date };

/** Times leave the database as epoch milliseconds: both drivers read a float8 as a number. */
type TLeaseTimes = { now_ms: number; expires_ms: number };
const claimOf = (isWon: boolean, row: TLeaseTimes): TLeaseClaim => ({
  isWon,
  now: new Date(row.now_ms),
  expiresAt: new Date(row.expires_ms),
});

/**
 * Takes the lease of `name` for one period when the last one has expired (or there was none): one
 * upsert, so of any number of processes trying at once exactly one wins. `at` replaces the
 * database's clock (tests); answers the lease as it stands afterwards.
 */
export async function claimLease(
  db: Database,
  { name, holder, everyMs, at }: { name: string; holder: string; everyMs: number; at?: Date },
): Promise<TLeaseClaim> {
  const now = sql`coalesce(${at?.toISOString() ?? null}::timestamptz, now())`;
  const epochMs = (time: SQL) => sql`(extract(epoch FROM ${time}) * 1000)::float8`;
  const [won] = rowsOf<TLeaseTimes>(
    await db.execute(sql`
      INSERT INTO job_leases AS lease (name, holder, expires_at, last_run_at, runs)
      VALUES (${name}, ${holder}, ${now} + make_interval(secs => ${everyMs / 1000}), ${now}, 1)
      ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at,
        last_run_at = excluded.last_run_at, runs = lease.runs + 1
      WHERE lease.expires_at <= excluded.last_run_at
      RETURNING ${epochMs(sql`lease.last_run_at`)} AS now_ms, ${epochMs(sql`lease.expires_at`)} AS expires_ms`),
  );
  if (won) return claimOf(true, won);
  // Another process holds this period; a new statement reads its lease as committed.
  const [held] = rowsOf<TLeaseTimes>(
    await db.execute(sql`
      SELECT ${epochMs(now)} AS now_ms, ${epochMs(sql`expires_at`)} AS expires_ms
      FROM job_leases WHERE name = ${name}`),
  );
  if (!held) throw new Error(`lease ${name} neither won nor held`);
  return claimOf(false, held);
}

export type TSchedulerEvents = {
  /** This process won the period and ran the job. */
  ran: [{ name: string; now: Date; ms: number }];
  /** The job threw, or its lease could not be read (the database is likely unavailable). */
  failed: [{ name: string; error: unknown }];
};

export type TSchedulerOptions = {
  /** Who holds a lease, as stored in `job_leases.holder` (default: host, pid and a random tag). */
  holder?: string;
  /** Wait before trying again after the lease could not be read (default 5 s, at most the period). */
  retryMs?: number;
};

/** Never look again sooner than this: a lease that expires in a microsecond is retried, not spun on. */
const minimumWaitMs = 5;

/**
 * Runs periodic jobs once per period whatever the number of processes (docs/adr/0041). Each job
 * has a timer here that wakes when its lease expires; the process that wins the lease runs it,
 * the others read when the new lease ends and sleep until then. A job never overlaps itself in one
 * process (the next try is planned after the run). A component: `start()` and `stop()`.
 */
export class Scheduler extends EventEmitter<TSchedulerEvents> {
  readonly holder: string;
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly turns = new Set<Promise<void>>();
  private isStopped = true;

  constructor(
    private readonly db: Database,
    private readonly jobs: readonly TJob[],
    private readonly options: TSchedulerOptions = {},
  ) {
    super();
    this.holder = options.holder ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  }

  /** Tries every job at once (each runs now unless another process ran it this period). */
  start(): void {
    const names = this.jobs.map((job) => job.name);
    const repeated = names.find((name, index) => names.indexOf(name) !== index);
    if (repeated) throw new Error(`two jobs are named ${repeated}`);
    this.isStopped = false;
    for (const job of this.jobs) this.plan(job, 0);
  }

  /** No new runs; waits for those under way. */
  async stop(): Promise<void> {
    this.isStopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.all(this.turns);
  }

  private plan(job: TJob, waitMs: number): void {
    if (this.isStopped) return;
    const timer = setTimeout(() => {
      const turn = this.turn(job).then((nextMs) => this.plan(job, nextMs));
      this.turns.add(turn);
      void turn.finally(() => this.turns.delete(turn));
    }, waitMs);
    // A waiting job never keeps the process alive.
    timer.unref();
    this.timers.set(job.name, timer);
  }

  /** One try for the lease, the run if won; answers how long until the next try. */
  private async turn(job: TJob): Promise<number> {
    let claim: TLeaseClaim;
    try {
      claim = await claimLease(this.db, { name: job.name, holder: this.holder, everyMs: job.everyMs });
    } catch (error) {
      this.emit('failed', { name: job.name, error });
      return Math.min(job.everyMs, this.options.retryMs ?? 5_000);
    }
    const leftMs = claim.expiresAt.getTime() - claim.now.getTime();
    if (!claim.isWon) return Math.max(minimumWaitMs, leftMs);
    const started = performance.now();
    try {
      await job.run(claim.now);
      this.emit('ran', { name: job.name, now: claim.now, ms: Math.round(performance.now() - started) });
    } catch (error) {
      this.emit('failed', { name: job.name, error });
    }
    return Math.max(minimumWaitMs, leftMs - (performance.now() - started));
  }
}
