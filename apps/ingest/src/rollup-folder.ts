import { EventEmitter } from 'node:events';
import type { Database } from '@sunfleet/db/connect';
import { applyRollups, deleteQueuedReadings, takeQueuedReadings, type TTakenReading } from './repository.ts';
import { RollupBatch } from './rollups.ts';

export type TRollupFolderOptions = {
  db: Database;
  /** Most queued readings merged in one transaction. */
  chunkSize?: number;
  /** How long a fold waits after it is asked for, so that one fold takes many batches' readings. */
  delayMs?: number;
};

/**
 * How long a fold waits after it is asked for. Charts trail live values by up to this much; at a
 * fleet's steady rate a fold every five seconds costs about a third of what one a second does.
 */
const defaultDelayMs = 5_000;

/** Wait before folding again after a failed fold (the database is likely unavailable). */
const retryDelayMs = 2_000;

/** Wait before folding readings of plants another fold held (it holds them for one chunk). */
const skippedDelayMs = 1_000;

export type TRollupFolderEvents = {
  /** Queued readings were merged into the rollups and are queryable there. */
  folded: [{ readings: number }];
  /** A fold failed; its readings stay queued and the next fold takes them again. */
  foldFailed: [unknown];
};

/**
 * Merges the rollup queue into the 5-minute, hour, day and month rows of devices and plants: each
 * bucket row a chunk touches is read, merged and written once, however many readings it holds.
 * The ingest asks for a fold after every stored batch; folds run one after another, each a
 * transaction over a chunk of the queue, until the queue is empty. Several ingest workers may
 * fold at once: each takes readings the others do not hold and the plants no other fold holds,
 * leaving the rest queued for later (docs/adr/0061).
 */
export class RollupFolder extends EventEmitter<TRollupFolderEvents> {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private isStopped = false;

  constructor(private readonly options: TRollupFolderOptions) {
    super();
  }

  /** Folds soon (after `delayMs`); asking again before then changes nothing. */
  schedule(delayMs = this.options.delayMs ?? defaultDelayMs): void {
    if (this.timer || this.isStopped) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.foldAll().catch((error: unknown) => this.emit('foldFailed', error));
    }, delayMs);
  }

  /**
   * Folds until the queue is empty and resolves with the number of readings folded. A call while
   * a fold runs waits for it and then folds what came meanwhile. A fold scheduled before is
   * dropped: this one takes its readings.
   */
  async foldAll(): Promise<number> {
    clearTimeout(this.timer);
    this.timer = undefined;
    while (this.running) await this.running.catch(() => undefined);
    const run = this.foldChunks();
    this.running = run;
    try {
      return await run;
    } catch (error) {
      // The queue keeps the readings; try again even if no new upload asks for a fold.
      this.schedule(retryDelayMs);
      throw error;
    } finally {
      this.running = undefined;
    }
  }

  /** Stops scheduling and waits for a running fold; what is queued stays for the next start. */
  async stop(): Promise<void> {
    this.isStopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  private async foldChunks(): Promise<number> {
    const chunkSize = this.options.chunkSize ?? 5_000;
    let total = 0;
    for (;;) {
      const { readings, selected } = await this.options.db.transaction(async (tx) => {
        const taken = await takeQueuedReadings(tx, chunkSize);
        await applyRollups(tx, collect(taken.readings).entries());
        await deleteQueuedReadings(
          tx,
          taken.readings.map((reading) => reading.id),
        );
        return { readings: taken.readings.length, selected: taken.selected };
      });
      total += readings;
      if (readings > 0) this.emit('folded', { readings });
      // Readings of plants another fold held stay queued: fold them once it is done.
      if (readings < selected) this.schedule(skippedDelayMs);
      // A short chunk emptied the queue (as far as this folder may take from it); a chunk of
      // nothing but held plants would only be taken again.
      if (selected < chunkSize || readings === 0) return total;
    }
  }
}

/** What the readings add to each bucket; counter energy spreads over the interval it accrued in. */
function collect(readings: TTakenReading[]): RollupBatch {
  const batch = new RollupBatch();
  for (const reading of readings) {
    const device = { deviceId: reading.deviceId, plantId: reading.plantId, timeZone: reading.timeZone };
    batch.addReading(device, reading.readAt, reading);
    for (const [role, kWh, since] of reading.energy)
      batch.addEnergy(device, since, reading.readAt, role, kWh);
  }
  return batch;
}
