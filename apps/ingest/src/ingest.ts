import { EventEmitter } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import mqtt, { type IConnackPacket, type IPublishPacket, type MqttClient } from 'mqtt';
import mqttPacket from 'mqtt-packet';
import { mqttQos, sharedUplinkSubscription, uplinkSubscription } from '@sunfleet/contract/gateway-wire';
import { RollupFolder, type TRollupFolderOptions } from './rollup-folder.ts';
import {
  createUploadProcessor,
  type TLatestUpdate,
  type TUploadOptions,
  type TUploadOutcome,
  type UploadProcessor,
} from './upload-processor.ts';

export type TIngestOptions = TUploadOptions & {
  /** The broker: the embedded one's URL, or MQTT_URL. */
  url: string;
  username?: string | undefined;
  password?: string | undefined;
  /** Fixed client id of the persistent session; the broker keeps unacknowledged uploads for it. */
  clientId?: string;
  /** Subscribe as a member of this shared-subscription group (several ingest workers, one broker). */
  shareGroup?: string | undefined;
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
  connected: [];
  /** The broker connection failed or refused something; the client keeps reconnecting. */
  connectionError: [Error];
};

/** A received upload and how to acknowledge it once it is committed. */
type TPendingMessage = { packet: IPublishPacket; acknowledge: () => void; isStored: boolean };

/** Uploads stored one transaction after another; each gateway's uploads always go to one lane. */
type TLane = { pending: TPendingMessage[]; isDraining: boolean };

/**
 * Subscribes to every gateway's uplink with QoS 1 on a persistent session (clean: false) and
 * acknowledges an upload only after it is committed: while the database is unavailable the
 * upload is retried and stays unacknowledged, and if the ingest stops meanwhile the broker
 * delivers it again on the next start. Storage is idempotent, so redelivery stores nothing twice.
 *
 * Group commit: uploads that arrive while a transaction runs are stored together in the next one
 * (up to `maxBatch`), and their PUBACKs are sent after it commits. A lone upload is stored at once,
 * so batching adds no wait; under load it saves a transaction per upload. Gateways are spread over
 * `lanes` that store at the same time (a gateway always in the same lane, so its uploads keep their
 * order), and PUBACKs still leave in the order the uploads arrived, as MQTT asks of a receiver.
 */
export class Ingest extends EventEmitter<TIngestEvents> {
  private client: MqttClient | undefined;
  private isStopping = false;
  private lanes: TLane[] = [];
  /** Received messages not yet acknowledged, in arrival order: PUBACKs go out in this order. */
  private readonly unacknowledged: TPendingMessage[] = [];
  /** mqtt.js's go-ahead for the next message, held back while the lanes are full. */
  private resumeReceiving: (() => void) | undefined;
  private folder: RollupFolder | undefined;

  constructor(private readonly options: TIngestOptions) {
    super();
  }

  /** The persistent session's client id; a restarted ingest must reuse it to receive the backlog. */
  get clientId(): string {
    return this.options.clientId ?? 'sunfleet-ingest';
  }

  async start(): Promise<void> {
    this.isStopping = false;
    // What an earlier connection left unacknowledged, the broker delivers again.
    this.unacknowledged.length = 0;
    this.lanes = Array.from({ length: this.options.lanes ?? 4 }, () => ({ pending: [], isDraining: false }));
    const processor = createUploadProcessor(this.options);
    const folder = new RollupFolder({ db: this.options.db, ...this.options.rollups });
    folder.on('folded', (folded) => this.emit('rollupsFolded', folded));
    folder.on('foldFailed', (error) => this.emit('foldFailed', error));
    this.folder = folder;
    // Readings an earlier run stored but did not fold yet.
    folder.schedule();
    const client = mqtt.connect(this.options.url, {
      clientId: this.clientId,
      clean: false,
      username: this.options.username,
      password: this.options.password,
      reconnectPeriod: 1_000,
      // The subscription lives in the broker's session; it is renewed only when the session is new.
      resubscribe: false,
    });
    this.client = client;
    client.handleMessage = (packet, next) => {
      const message = { packet, acknowledge: acknowledgerOf(client, packet), isStored: false };
      this.unacknowledged.push(message);
      const lane = this.laneOf(packet.topic);
      lane.pending.push(message);
      // mqtt.js sends the PUBACK itself only when `next` is called without an error, and hands
      // over the next message either way: the error defers this PUBACK until after the commit.
      const receiveNext = () => next(deferredAcknowledgement);
      if (lane.pending.length < this.maxBatch) receiveNext();
      else this.resumeReceiving = receiveNext;
      void this.drain(processor, lane);
    };
    const filter = this.options.shareGroup
      ? sharedUplinkSubscription(this.options.shareGroup)
      : uplinkSubscription;
    // A SUBACK would queue behind redelivered uploads that cannot be stored while the database is
    // down, so a present session (which holds the subscription) is not subscribed again.
    const subscribeIfNew = async (connack: IConnackPacket) => {
      if (!connack.sessionPresent) await client.subscribeAsync(filter, { qos: mqttQos });
      this.emit('connected');
    };
    // mqtt.js keeps reconnecting after an error; it is reported, never thrown.
    client.on('error', (error) => this.emit('connectionError', error));
    try {
      const connack = await new Promise<IConnackPacket>((resolve, reject) => {
        client.once('connect', resolve);
        client.once('error', reject);
      });
      // Rejects when the broker refuses the filter (SUBACK 0x80).
      await subscribeIfNew(connack);
    } catch (error) {
      await this.stop();
      throw error;
    }
    client.on('connect', (reconnected) => {
      subscribeIfNew(reconnected).catch((error: unknown) => this.emit('connectionError', error as Error));
    });
  }

  /** Disconnects at once: what is not yet stored stays unacknowledged for the next start. */
  async stop(): Promise<void> {
    this.isStopping = true;
    await this.client?.endAsync(true);
    this.client = undefined;
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
      this.resumeReceiving?.();
      this.resumeReceiving = undefined;
      const isStored = await this.storeUntilDone(processor, batch);
      // Stopped meanwhile: the stored uploads come again on the next start and are skipped then.
      if (isStored && !this.isStopping) {
        for (const message of batch) message.isStored = true;
        this.acknowledgeStored();
      }
    }
    lane.isDraining = false;
  }

  /** Sends the PUBACKs of stored uploads, in arrival order, up to the first one not yet stored. */
  private acknowledgeStored(): void {
    while (this.unacknowledged[0]?.isStored) this.unacknowledged.shift()?.acknowledge();
  }

  private async storeUntilDone(processor: UploadProcessor, batch: TPendingMessage[]): Promise<boolean> {
    const messages = batch.map(({ packet }) => ({
      topic: packet.topic,
      payload: Buffer.isBuffer(packet.payload) ? packet.payload : Buffer.from(packet.payload),
    }));
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

/** Passed to mqtt.js's message callback so that it sends no PUBACK (see `handleMessage`). */
const deferredAcknowledgement = new Error('acknowledged after commit');

/**
 * Sends the PUBACK of a QoS 1 upload on the connection it arrived on. After a reconnect the broker
 * delivers the upload again (persistent session), and that copy is the one acknowledged.
 */
function acknowledgerOf(client: MqttClient, packet: IPublishPacket): () => void {
  const { stream } = client;
  const { messageId, qos } = packet;
  return () => {
    if (qos === 0 || messageId === undefined || client.stream !== stream || stream.destroyed) return;
    stream.write(mqttPacket.generate({ cmd: 'puback', messageId }));
  };
}
