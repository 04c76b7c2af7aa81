import { EventEmitter } from 'node:events';
import type { Database } from '@sunfleet/db/connect';
import { maintainRawFramePartitions } from './raw-frame-partitions.ts';
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
  now?: () => number;
};

export type TOfflineSweepEvents = { swept: [{ offlinePlants: number }] };

/**
 * Marks devices and gateways that went quiet offline (with an offline event, and their plants'
 * status), and drops raw frames (a day's partition at a time, docs/adr/0054) and log rows past
 * their retention. The scheduler runs `sweep`
 * every 30 s, once across all ingest processes (live-data.ts, docs/adr/0041).
 */
export class OfflineSweep extends EventEmitter<TOfflineSweepEvents> {
  constructor(private readonly options: TOfflineSweepOptions) {
    super();
  }

  /** One sweep; `at` (epoch ms) is the scheduler's time for this period, else `now()`. */
  async sweep(at = (this.options.now ?? Date.now)()): Promise<void> {
    const { db, offlineAfterMs, rawFrameRetentionMs, logRetentionMs } = this.options;
    const plants = await db.transaction(async (tx) => {
      const affected = await markSilentOffline(tx, new Date(at - offlineAfterMs));
      await refreshPlantStatuses(tx, affected);
      return affected;
    });
    await maintainRawFramePartitions(db, at, rawFrameRetentionMs);
    await pruneOlderThan(db, new Date(at - rawFrameRetentionMs), new Date(at - logRetentionMs));
    this.emit('swept', { offlinePlants: plants.length });
  }
}
