import { EventEmitter } from 'node:events';
import type { Database } from '@sunfleet/db/connect';
import { pruneOlderThan } from './repository.ts';
import { refreshPlantStatuses } from '@sunfleet/db/statuses';
import { markSilentOffline } from './status-repository.ts';

export type TOfflineSweepOptions = {
  db: Database;
  /** A device or gateway silent this long is offline (DEVICE_OFFLINE_AFTER_SECONDS). */
  offlineAfterMs: number;
  /** How long raw frames and communication-log rows are kept. */
  rawFrameRetentionMs: number;
  logRetentionMs: number;
  intervalMs?: number;
  now?: () => number;
};

export type TOfflineSweepEvents = { swept: [{ offlinePlants: number }]; sweepFailed: [unknown] };

/**
 * Periodically marks devices and gateways that went quiet offline (with an offline event, and
 * their plants' status), and drops raw frames and log rows past their retention.
 */
export class OfflineSweep extends EventEmitter<TOfflineSweepEvents> {
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: TOfflineSweepOptions) {
    super();
  }

  start(): void {
    this.timer = setInterval(() => {
      this.sweep().catch((error: unknown) => this.emit('sweepFailed', error));
    }, this.options.intervalMs ?? 30_000);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  async sweep(): Promise<void> {
    const { db, offlineAfterMs, rawFrameRetentionMs, logRetentionMs, now = Date.now } = this.options;
    const at = now();
    const plants = await db.transaction(async (tx) => {
      const affected = await markSilentOffline(tx, new Date(at - offlineAfterMs));
      await refreshPlantStatuses(tx, affected);
      return affected;
    });
    await pruneOlderThan(db, new Date(at - rawFrameRetentionMs), new Date(at - logRetentionMs));
    this.emit('swept', { offlinePlants: plants.length });
  }
}
