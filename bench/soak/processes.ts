/**
 * Sunfleet's processes as deployed, each started by its real entry point (`apps/api/src/main.ts`,
 * `apps/ingest/src/main.ts`), and what the soak measures of every process: memory (proportional set size) and
 * CPU time from /proc, summed over a process's children (PostgreSQL's backends) and over the
 * incarnations of a process killed and started again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const startTimeoutMs = 180_000;

/** An entry point that can be killed, paused and started again with the same environment. */
export class SunfleetProcess {
  child: ChildProcess | undefined;

  constructor(
    readonly name: string,
    private readonly entry: string,
    private readonly env: Record<string, string>,
    private readonly ready: RegExp,
    private readonly logFile: string,
  ) {}

  get pid() {
    return this.child?.pid;
  }

  /** Resolves once a line of the process's log matches `ready`. */
  start(): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, this.entry)], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const log = createWriteStream(this.logFile, { flags: 'a' });
    const recent: string[] = [];
    return new Promise((resolve, reject) => {
      const failure = (why: string) => new Error(`${this.name} ${why}:\n${recent.slice(-20).join('\n')}`);
      const timer = setTimeout(() => reject(failure('did not start in time')), startTimeoutMs);
      let isReady = false;
      for (const stream of [child.stdout, child.stderr])
        createInterface({ input: stream }).on('line', (line) => {
          log.write(`${line}\n`);
          recent.push(line);
          if (recent.length > 40) recent.shift();
          if (isReady || !this.ready.test(line)) return;
          isReady = true;
          clearTimeout(timer);
          resolve();
        });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        if (!isReady) reject(failure(`exited (${code ?? signal})`));
      });
    });
  }

  signal(signal: NodeJS.Signals) {
    this.child?.kill(signal);
  }

  /** SIGTERM (a clean shutdown), SIGKILL if it has not ended within 15 s. */
  async stop() {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGCONT');
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(killer);
  }

  /** Waits for a killed process's end, so its pid is not sampled again. */
  async killed() {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
}

/** utime + stime in clock ticks (100 a second on Linux) and the parent of one pid. */
function procStat(pid: number): { ticks: number; ppid: number } | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return { ticks: Number(fields[11]) + Number(fields[12]), ppid: Number(fields[1]) };
  } catch {
    return undefined;
  }
}

/**
 * Proportional set size in kB: shared pages divided among the processes that map them, so
 * PostgreSQL's shared buffers count once over all its backends, not once per backend as the
 * resident set would.
 */
function pssKb(pid: number): number {
  try {
    return Number(/^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** A pid and all its descendants (PostgreSQL's backends, RabbitMQ's helpers). */
function withDescendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const stat = procStat(pid);
    if (!stat) continue;
    children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), pid]);
  }
  const all: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift()!;
    all.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return all;
}

export type TSample = { at: number; rssMb: number };

/** Memory samples and CPU time of a named process over the run, across its incarnations. */
export class ProcessMeter {
  readonly samples: TSample[] = [];
  /** CPU seconds of incarnations that ended, and the ticks last seen per live pid. */
  private endedCpuSeconds = 0;
  private lastTicks = new Map<number, number>();

  constructor(
    readonly name: string,
    private readonly pidOf: () => number | undefined,
    private readonly includeChildren = false,
  ) {}

  sample(at = Date.now()) {
    const root = this.pidOf();
    const pids = root === undefined ? [] : this.includeChildren ? withDescendants(root) : [root];
    const seen = new Map<number, number>();
    let rssKb = 0;
    for (const pid of pids) {
      const stat = procStat(pid);
      if (!stat) continue;
      seen.set(pid, stat.ticks);
      rssKb += pssKb(pid);
    }
    // A pid gone since the last sample: its last ticks are kept (a few seconds of its CPU may be lost).
    for (const [pid, ticks] of this.lastTicks) if (!seen.has(pid)) this.endedCpuSeconds += ticks / 100;
    this.lastTicks = seen;
    if (seen.size > 0) this.samples.push({ at, rssMb: rssKb / 1024 });
  }

  get cpuSeconds() {
    return this.endedCpuSeconds + [...this.lastTicks.values()].reduce((sum, ticks) => sum + ticks / 100, 0);
  }

  /** Least-squares slope of resident memory, in MB per hour, over the samples after `from`. */
  memorySlopeMbPerHour(from: number) {
    const points = this.samples.filter((sample) => sample.at >= from);
    if (points.length < 3) return Number.NaN;
    const hours = points.map((point) => (point.at - points[0]!.at) / 3_600_000);
    const meanX = hours.reduce((sum, x) => sum + x, 0) / points.length;
    const meanY = points.reduce((sum, point) => sum + point.rssMb, 0) / points.length;
    let covariance = 0;
    let variance = 0;
    points.forEach((point, index) => {
      covariance += (hours[index]! - meanX) * (point.rssMb - meanY);
      variance += (hours[index]! - meanX) ** 2;
    });
    return variance === 0 ? Number.NaN : covariance / variance;
  }
}
