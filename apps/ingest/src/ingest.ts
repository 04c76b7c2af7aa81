import { EventEmitter } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import mqtt, { type IConnackPacket, type IPublishPacket, type MqttClient } from 'mqtt';
import { mqttQos, sharedUplinkSubscription, uplinkSubscription } from '@sunfleet/contract/gateway-wire';
import {
  createUploadProcessor,
  type TLatestUpdate,
  type TUploadOptions,
  type TUploadOutcome,
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
};

export type TIngestEvents = {
  /** An upload was processed (stored, refused with a log row, or a status/event/reply). */
  processed: [{ topic: string; outcome: TUploadOutcome }];
  /** A device's newest values, after they are committed. */
  latest: [TLatestUpdate];
  /** Storing failed; the upload is not acknowledged and will be tried again. */
  storeFailed: [{ topic: string; attempt: number; error: unknown }];
  connected: [];
  /** The broker connection failed or refused something; the client keeps reconnecting. */
  connectionError: [Error];
};

/**
 * Subscribes to every gateway's uplink with QoS 1 on a persistent session (clean: false) and
 * acknowledges an upload only after it is committed: while the database is unavailable the
 * upload is retried and stays unacknowledged, and if the ingest stops meanwhile the broker
 * delivers it again on the next start. Storage is idempotent, so redelivery stores nothing twice.
 */
export class Ingest extends EventEmitter<TIngestEvents> {
  private client: MqttClient | undefined;
  private isStopping = false;

  constructor(private readonly options: TIngestOptions) {
    super();
  }

  /** The persistent session's client id; a restarted ingest must reuse it to receive the backlog. */
  get clientId(): string {
    return this.options.clientId ?? 'sunfleet-ingest';
  }

  async start(): Promise<void> {
    this.isStopping = false;
    const processor = createUploadProcessor(this.options);
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
    client.handleMessage = (packet, acknowledge) => {
      void this.storeUntilDone(processor, packet).then((isStored) => {
        // Stopped meanwhile: the stored upload comes again on the next start and is skipped then.
        if (isStored && !this.isStopping) acknowledge();
      });
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
  }

  private async storeUntilDone(
    processor: ReturnType<typeof createUploadProcessor>,
    packet: IPublishPacket,
  ): Promise<boolean> {
    const payload = Buffer.isBuffer(packet.payload) ? packet.payload : Buffer.from(packet.payload);
    const { first, max } = this.options.retryDelayMs ?? { first: 200, max: 5_000 };
    for (let attempt = 1; !this.isStopping; attempt += 1) {
      let outcome: TUploadOutcome;
      try {
        outcome = await processor.process(packet.topic, payload);
      } catch (error) {
        this.emit('storeFailed', { topic: packet.topic, attempt, error });
        await sleep(Math.min(max, first * 2 ** (attempt - 1)));
        continue;
      }
      this.emit('processed', { topic: packet.topic, outcome });
      if (outcome.kind === 'frames') for (const update of outcome.latest) this.emit('latest', update);
      return true;
    }
    return false;
  }
}
