import { EventEmitter } from 'node:events';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseGatewayTopic } from '@sunfleet/contract/gateway-wire';
import { sql } from '@sunfleet/db/query';
import { maxControlTransactions, takeBatch, type TWaiting } from './inbox.ts';
import { writeLogs } from './repository.ts';
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
   * Transactions that may run at once (default 4): the database works on one while the ingest
   * decodes the next. A gateway's uploads are never in two of them at once, so they keep their order.
   */
  concurrency?: number;
  /**
   * Least time between two transactions that start with fewer than `maxBatch` uploads, unless a
   * full one started within it (default `defaultPartialBatchIntervalMs`). A lone upload after a
   * quiet spell is stored at once; at a fleet's steady rate the uploads that arrive meanwhile wait
   * for the next transaction and share it; a burst is stored as fast as it comes.
   */
  partialBatchIntervalMs?: number;
  /** How stored readings are folded into the rollups. */
  rollups?: Omit<TRollupFolderOptions, 'db'>;
};

/**
 * At a fleet's steady rate each upload alone in its transaction cost about as much CPU again for
 * the transaction as for its readings (round trips, each on caches gone cold meanwhile). Four
 * transactions a second carry every upload of a 1,000-gateway fleet in five or so, for at most a
 * quarter second more before its values are queryable.
 */
export const defaultPartialBatchIntervalMs = 250;

export type TIngestEvents = {
  /** An upload was processed (stored, refused with a log row, or a status/event/reply). */
  processed: [{ topic: string; outcome: TUploadOutcome }];
  /** A device's newest values, after they are committed. */
  latest: [TLatestUpdate];
  /**
   * Storing a batch failed; none of its uploads is acknowledged. While the database is down it is
   * tried again whole; while it answers, the batch is split until the upload that cannot be
   * stored is alone, and that one is refused (a `processed` outcome with reason `storeFailed`).
   */
  storeFailed: [{ topics: string[]; attempt: number; error: unknown }];
  /** A batch of messages was committed in one transaction. */
  batchStored: [{ messages: number }];
  /** Stored readings were folded into the rollups (charts show them now). */
  rollupsFolded: [{ readings: number }];
  /** Folding failed; the readings stay queued and are folded with the next batch. */
  foldFailed: [unknown];
};

/** An upload waiting for its transaction, with the gateway whose order it keeps and its kind. */
type TWaitingUpload = TWaiting & { delivery: TUplinkDelivery };

/**
 * Control messages (replies, statuses, events) the inbox holds per place for a reading before the
 * uplink pauses: a rollout's progress replies come in hundreds at once, and while they fill the
 * inbox the readings behind them in the broker could not enter (they are small; the bound stays).
 */
const controlHeadroom = 8;

/**
 * Stores the uploads its uplink delivers and acknowledges each only after it is committed: while
 * the database is unavailable an upload is retried and stays unacknowledged, and if the ingest
 * stops meanwhile the broker delivers it again to the next start. Storage is idempotent, so
 * redelivery stores nothing twice.
 *
 * Group commit: uploads wait in one inbox and are stored up to `maxBatch` a transaction, up to
 * `concurrency` transactions at once. A full batch starts as soon as a transaction may; a smaller
 * one at most every `partialBatchIntervalMs` unless the ingest is under load, so a steady trickle
 * of uploads takes a few transactions a second, each carrying what arrived since the last.
 * Readings and control messages go in transactions of their own, and control messages take one
 * transaction at a time (`inbox.ts`).
 */
export class Ingest extends EventEmitter<TIngestEvents> {
  private isStopping = false;
  private inbox: TWaitingUpload[] = [];
  /** Readings in the inbox (the rest are control messages). */
  private waitingFrames = 0;
  /** Gateways with uploads in a running transaction: their later uploads wait until it ends. */
  private readonly busyGateways = new Set<string>();
  private running = 0;
  /** Running transactions of control messages: at most `maxControlTransactions` (`inbox.ts`). */
  private runningControl = 0;
  private lastPartialStart = -Infinity;
  private lastFullStart = -Infinity;
  private partialTimer: NodeJS.Timeout | undefined;
  private readonly processor: UploadProcessor;
  private folder: RollupFolder | undefined;

  constructor(private readonly options: TIngestOptions) {
    super();
    this.processor = createUploadProcessor(options);
  }

  async start(): Promise<void> {
    this.isStopping = false;
    const folder = new RollupFolder({ db: this.options.db, ...this.options.rollups });
    folder.on('folded', (folded) => this.emit('rollupsFolded', folded));
    folder.on('foldFailed', (error) => this.emit('foldFailed', error));
    this.folder = folder;
    // Readings an earlier run stored but did not fold yet.
    folder.schedule();
    try {
      await this.options.uplink.start((delivery) => {
        const topic = parseGatewayTopic(delivery.topic);
        const isFrames = topic?.channel === 'frames';
        this.inbox.push({ delivery, gatewaySn: topic?.sn ?? delivery.topic, isFrames });
        if (isFrames) this.waitingFrames += 1;
        this.dispatch();
        const places = this.maxBatch * this.concurrency;
        return this.waitingFrames < places && this.inbox.length < places * controlHeadroom;
      });
    } catch (error) {
      await this.stop();
      throw error;
    }
  }

  /** Stops at once: what is not yet stored stays unacknowledged for the next start. */
  async stop(): Promise<void> {
    this.isStopping = true;
    clearTimeout(this.partialTimer);
    this.partialTimer = undefined;
    this.inbox = [];
    this.waitingFrames = 0;
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

  private get concurrency(): number {
    return this.options.concurrency ?? 4;
  }

  /** Starts the transactions that may start now; a smaller batch may have to wait for its turn. */
  private dispatch(): void {
    while (!this.isStopping && this.running < this.concurrency && this.inbox.length > 0) {
      const now = performance.now();
      const intervalMs = this.options.partialBatchIntervalMs ?? defaultPartialBatchIntervalMs;
      // Under load (a full batch started lately) the rest of a burst need not wait for company.
      const isUnderLoad = now - this.lastFullStart < intervalMs;
      const partialWaitMs = this.lastPartialStart + intervalMs - now;
      // A command's reply does not wait for company: someone waits for it (remote debug, docs/adr/0021).
      const hasReply = this.inbox.some(({ delivery }) => delivery.topic.endsWith('/up/reply'));
      if (this.inbox.length < this.maxBatch && !isUnderLoad && !hasReply && partialWaitMs > 0) {
        this.partialTimer ??= setTimeout(() => {
          this.partialTimer = undefined;
          this.dispatch();
        }, partialWaitMs);
        return;
      }
      // While a transaction runs, its end dispatches again: a few uploads wait for it and for more
      // company rather than take a transaction, and its round trips, of their own. Each worker of
      // several gets a share of a burst, so without this its transactions carried half as many
      // uploads, and cost as much CPU again per reading (docs/performance.md, stop 27).
      if (this.running > 0 && !hasReply && this.availableCount() < this.minBatchWhileBusy) return;
      const batch = this.takeBatch();
      // Every waiting upload's gateway is in a running transaction, or only control messages wait
      // and may not take the last one; a transaction's end dispatches again.
      if (batch.length === 0) return;
      if (batch.length < this.maxBatch) this.lastPartialStart = now;
      else this.lastFullStart = now;
      void this.store(batch);
    }
  }

  /** The least a transaction carries while another runs: a quarter of a full batch. */
  private get minBatchWhileBusy(): number {
    return Math.ceil(this.maxBatch / 4);
  }

  /** How many waiting uploads a transaction could take now (those of gateways not being stored). */
  private availableCount(): number {
    let count = 0;
    for (const { gatewaySn } of this.inbox) if (!this.busyGateways.has(gatewaySn)) count += 1;
    return count;
  }

  /**
   * Up to `maxBatch` waiting uploads of one kind, in the order they came, of gateways not being
   * stored now (`inbox.ts`). Control messages take one transaction at a time, so readings always
   * find the others (live data must not starve behind a rollout's replies).
   */
  private takeBatch(): TWaitingUpload[] {
    const mayControl = this.runningControl < maxControlTransactions;
    const { batch, rest } = takeBatch(this.inbox, this.busyGateways, this.maxBatch, mayControl);
    this.inbox = rest;
    for (const { gatewaySn } of batch) this.busyGateways.add(gatewaySn);
    if (batch[0]?.isFrames) this.waitingFrames -= batch.length;
    this.options.uplink.resume();
    return batch;
  }

  private async store(batch: TWaitingUpload[]): Promise<void> {
    const isControl = batch[0]?.isFrames === false;
    this.running += 1;
    if (isControl) this.runningControl += 1;
    const deliveries = batch.map(({ delivery }) => delivery);
    try {
      const isStored = await this.storeUntilDone(deliveries);
      // Stopped meanwhile: the stored uploads come again on the next start and are skipped then.
      if (isStored && !this.isStopping) for (const delivery of deliveries) delivery.acknowledge();
    } finally {
      this.running -= 1;
      if (isControl) this.runningControl -= 1;
      for (const { gatewaySn } of batch) this.busyGateways.delete(gatewaySn);
      this.dispatch();
    }
  }

  /**
   * Stores the messages, retrying while the database is unavailable. One upload never blocks
   * another: when the database answers but the batch still fails, the batch is split in two
   * halves stored one after the other (keeping each gateway's order), down to single uploads; an
   * upload that fails alone `unstorableAfter` times is refused, logged and acknowledged.
   * Resolves whether everything was stored or refused (false only when stopping).
   */
  private async storeUntilDone(messages: TUplinkDelivery[]): Promise<boolean> {
    const { first, max } = this.options.retryDelayMs ?? { first: 200, max: 5_000 };
    for (let attempt = 1; !this.isStopping; attempt += 1) {
      let outcomes: TUploadOutcome[];
      try {
        outcomes = await this.processor.processBatch(messages);
      } catch (error) {
        this.emit('storeFailed', { topics: messages.map(({ topic }) => topic), attempt, error });
        if (await this.databaseAnswers()) {
          if (messages.length > 1) {
            const half = Math.ceil(messages.length / 2);
            return (
              (await this.storeUntilDone(messages.slice(0, half))) &&
              (await this.storeUntilDone(messages.slice(half)))
            );
          }
          const [message] = messages;
          if (message && attempt >= unstorableAfter && (await this.refuseUnstorable(message, error)))
            return true;
        }
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

  /** Whether the database answers a trivial query (so a failure lies in the uploads, not in it). */
  private async databaseAnswers(): Promise<boolean> {
    try {
      await this.options.db.execute(sql`SELECT 1`);
      return true;
    } catch {
      return false;
    }
  }

  /** Logs an upload that cannot be stored as refused; whether the log row was written. */
  private async refuseUnstorable(message: TUplinkDelivery, error: unknown): Promise<boolean> {
    const detail = `Not storable: ${error instanceof Error ? error.message : String(error)}`;
    const gatewaySn = parseGatewayTopic(message.topic)?.sn ?? '';
    try {
      await writeLogs(this.options.db, [
        { gatewaySn, kind: 'storeFailed', topic: message.topic, detail, bytes: message.payload.length },
      ]);
    } catch {
      return false;
    }
    this.emit('processed', {
      topic: message.topic,
      outcome: { kind: 'refused', reason: 'storeFailed', detail },
    });
    return true;
  }
}

/** Attempts of an upload alone, with the database answering, before it is refused as unstorable. */
const unstorableAfter = 3;
