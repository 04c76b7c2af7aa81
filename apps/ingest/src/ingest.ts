import { EventEmitter } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { RollupFolder, type TRollupFolderOptions } from './rollup-folder.ts';
import {
  createUploadProcessor,
  type TLatestUpdate,
  type TUploadOptions,
  type TUploadOutcome,
  type UploadProcessor,
} from './upload-processor.ts';
import type { TUplinkDelivery, Uplink } from './uplink.ts';

export type TIngestOptions = TUploadOptions & {
  /** Where uploads come from: the embedded broker's uplink, or an `MqttUplink` on MQTT_URL. */
  uplink: Uplink;
  /** Wait between attempts to store an upload while the database fails. */
  retryDelayMs?: { first: number; max: number };
  /** Most messages stored in one transaction (default 32). */
  maxBatch?: number;
  /**
   * Transactions that may run at once (default 4), each for its own share of the gateways: the
   * database works on one while the ingest decodes the next.
   */
  lanes?: number;
  /** How stored readings are folded into the rollups. */
  rollups?: Omit<TRollupFolderOptions, 'db'>;
};

export type TIngestEvents = {
  /** An upload was processed (stored, refused with a log row, or a status/event/reply). */
  processed: [{ topic: string; outcome: TUploadOutcome }];
  /** A device's newest values, after they are committed. */
  latest: [TLatestUpdate];
  /** Storing a batch failed; none of its uploads is acknowledged, and it is tried again. */
  storeFailed: [{ topics: string[]; attempt: number; error: unknown }];
  /** A batch of messages was committed in one transaction. */
  batchStored: [{ messages: number }];
  /** Stored readings were folded into the rollups (charts show them now). */
  rollupsFolded: [{ readings: number }];
  /** Folding failed; the readings stay queued and are folded with the next batch. */
  foldFailed: [unknown];
};

/** Uploads stored one transaction after another; each gateway's uploads always go to one lane. */
type TLane = { pending: TUplinkDelivery[]; isDraining: boolean };

/**
 * Stores the uploads its uplink delivers and acknowledges each only after it is committed: while
 * the database is unavailable an upload is retried and stays unacknowledged, and if the ingest
 * stops meanwhile the broker delivers it again to the next start. Storage is idempotent, so
 * redelivery stores nothing twice.
 *
 * Group commit: uploads that arrive while a transaction runs are stored together in the next one
 * (up to `maxBatch`). A lone upload is stored at once, so batching adds no wait; under load it
 * saves a transaction per upload. Gateways are spread over `lanes` that store at the same time (a
 * gateway always in the same lane, so its uploads keep their order).
 */
export class Ingest extends EventEmitter<TIngestEvents> {
  private isStopping = false;
  private lanes: TLane[] = [];
  private folder: RollupFolder | undefined;

  constructor(private readonly options: TIngestOptions) {
    super();
  }

  async start(): Promise<void> {
    this.isStopping = false;
    this.lanes = Array.from({ length: this.options.lanes ?? 4 }, () => ({ pending: [], isDraining: false }));
    const processor = createUploadProcessor(this.options);
    const folder = new RollupFolder({ db: this.options.db, ...this.options.rollups });
    folder.on('folded', (folded) => this.emit('rollupsFolded', folded));
    folder.on('foldFailed', (error) => this.emit('foldFailed', error));
    this.folder = folder;
    // Readings an earlier run stored but did not fold yet.
    folder.schedule();
    try {
      await this.options.uplink.start((delivery) => {
        const lane = this.laneOf(delivery.topic);
        lane.pending.push(delivery);
        void this.drain(processor, lane);
        return lane.pending.length < this.maxBatch;
      });
    } catch (error) {
      await this.stop();
      throw error;
    }
  }

  /** Stops at once: what is not yet stored stays unacknowledged for the next start. */
  async stop(): Promise<void> {
    this.isStopping = true;
    await this.options.uplink.stop();
    await this.folder?.stop();
  }

  /** Folds every stored reading into the rollups now; resolves with how many were folded. */
  async foldRollups(): Promise<number> {
    return (await this.folder?.foldAll()) ?? 0;
  }

  private get maxBatch(): number {
    return this.options.maxBatch ?? 32;
  }

  /** The lane of a topic's gateway, so that a gateway's uploads are stored in the order they came. */
  private laneOf(topic: string): TLane {
    let hash = 0;
    for (let index = 0; index < topic.length; index += 1) hash = (hash * 31 + topic.charCodeAt(index)) | 0;
    return this.lanes[Math.abs(hash) % this.lanes.length]!;
  }

  /** Stores a lane's pending uploads, batch after batch, until none is left; one drain per lane. */
  private async drain(processor: UploadProcessor, lane: TLane): Promise<void> {
    if (lane.isDraining) return;
    lane.isDraining = true;
    while (lane.pending.length > 0 && !this.isStopping) {
      const batch = lane.pending.splice(0, this.maxBatch);
      this.options.uplink.resume();
      const isStored = await this.storeUntilDone(processor, batch);
      // Stopped meanwhile: the stored uploads come again on the next start and are skipped then.
      if (isStored && !this.isStopping) for (const delivery of batch) delivery.acknowledge();
    }
    lane.isDraining = false;
  }

  private async storeUntilDone(processor: UploadProcessor, messages: TUplinkDelivery[]): Promise<boolean> {
    const { first, max } = this.options.retryDelayMs ?? { first: 200, max: 5_000 };
    for (let attempt = 1; !this.isStopping; attempt += 1) {
      let outcomes: TUploadOutcome[];
      try {
        outcomes = await processor.processBatch(messages);
      } catch (error) {
        this.emit('storeFailed', { topics: messages.map(({ topic }) => topic), attempt, error });
        await sleep(Math.min(max, first * 2 ** (attempt - 1)));
        continue;
      }
      this.emit('batchStored', { messages: messages.length });
      this.folder?.schedule();
      for (const [index, outcome] of outcomes.entries()) {
        this.emit('processed', { topic: messages[index]?.topic ?? '', outcome });
        if (outcome.kind === 'frames') for (const update of outcome.latest) this.emit('latest', update);
      }
      return true;
    }
    return false;
  }
}
