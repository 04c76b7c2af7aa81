import { EventEmitter } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import mqtt, { type IPublishPacket, type MqttClient } from 'mqtt';
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

  async start(): Promise<void> {
    this.isStopping = false;
    const processor = createUploadProcessor(this.options);
    const client = mqtt.connect(this.options.url, {
      clientId: this.options.clientId ?? 'sunfleet-ingest',
      clean: false,
      username: this.options.username,
      password: this.options.password,
      reconnectPeriod: 1_000,
      // Subscriptions live in the persistent session; resubscribing on reconnect is harmless.
      resubscribe: true,
    });
    this.client = client;
    client.handleMessage = (packet, acknowledge) => {
      void this.storeUntilDone(processor, packet).then((isStored) => {
        if (isStored) acknowledge();
      });
    };
    client.on('connect', () => this.emit('connected'));
    await new Promise<void>((resolve, reject) => {
      client.once('connect', () => resolve());
      client.once('error', reject);
    });
    const filter = this.options.shareGroup
      ? sharedUplinkSubscription(this.options.shareGroup)
      : uplinkSubscription;
    // Rejects when the broker refuses the filter (SUBACK 0x80).
    await client.subscribeAsync(filter, { qos: mqttQos });
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
