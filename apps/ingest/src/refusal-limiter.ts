import type { TCommunicationLogEntry } from './repository.ts';

export type TRefusalLimiterOptions = {
  /** Where the rows go (the communication log). */
  write: (entries: TCommunicationLogEntry[]) => void;
  /** Rows written per client and kind within a window; the rest are counted (default 5). */
  perWindow?: number;
  /** Length of a window (default one minute). */
  windowMs?: number;
  /** Clients tracked at once; beyond it, refusals of a kind share one count (default 1,000). */
  maxKeys?: number;
  now?: () => number;
};

type TWindow = { startedAt: number; written: number; suppressed: number; last: TCommunicationLogEntry };

/**
 * Rate-limited logging of the broker's refusals: a client that floods the broker with wildcard
 * publishes or garbage gets its first few refusals of a kind logged in full each window, and the
 * rest as one row per window whose `repeats` says how many it stands for. The database sees a
 * bounded number of rows per client per minute whatever the client sends.
 */
export class RefusalLimiter {
  private readonly windows = new Map<string, TWindow>();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: TRefusalLimiterOptions) {}

  /** Starts the timer that writes the counts of ended windows. */
  start(): void {
    this.timer ??= setInterval(() => this.flush(false), this.windowMs);
    this.timer.unref();
  }

  /** Writes every count still held and stops the timer. */
  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.flush(true);
  }

  refuse(entry: TCommunicationLogEntry, client: string): void {
    const now = this.now();
    const maxKeys = this.options.maxKeys ?? 1_000;
    let key = `${entry.kind}\u0000${client}`;
    if (!this.windows.has(key) && this.windows.size >= maxKeys) key = `${entry.kind}\u0000*`;
    let window = this.windows.get(key);
    if (window && now - window.startedAt >= this.windowMs) {
      this.writeSuppressed(window);
      window = undefined;
    }
    if (!window) {
      window = { startedAt: now, written: 0, suppressed: 0, last: entry };
      this.windows.set(key, window);
    }
    window.last = entry;
    if (window.written < (this.options.perWindow ?? 5)) {
      window.written += 1;
      this.options.write([entry]);
    } else window.suppressed += 1;
  }

  /** Writes the counts of ended windows (all of them when `all`), forgetting those windows. */
  flush(all: boolean): void {
    const now = this.now();
    for (const [key, window] of this.windows) {
      if (!all && now - window.startedAt < this.windowMs) continue;
      this.writeSuppressed(window);
      this.windows.delete(key);
    }
  }

  private writeSuppressed(window: TWindow) {
    if (window.suppressed === 0) return;
    const seconds = Math.round(this.windowMs / 1000);
    this.options.write([
      {
        ...window.last,
        repeats: window.suppressed,
        detail: `${window.suppressed} more within ${seconds} s, not logged one by one; the last: ${window.last.detail}`,
      },
    ]);
  }

  private get windowMs(): number {
    return this.options.windowMs ?? 60_000;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }
}
