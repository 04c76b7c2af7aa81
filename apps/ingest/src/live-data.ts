import { EventEmitter } from 'node:events';
import type { Database } from '@sunfleet/db/connect';
import type { TLiveDataConfig } from './config.ts';
import { EmbeddedBroker } from './embedded-broker.ts';
import { Ingest } from './ingest.ts';
import { MqttUplink } from './mqtt-uplink.ts';
import { OfflineSweep } from './offline-sweep.ts';
import { StoredDictionaries } from './stored-dictionaries.ts';
import type { TLatestUpdate } from './upload-processor.ts';
import type { Uplink } from './uplink.ts';

/** What the live-data path reports to the process log (Fastify's `app.log` fits). */
export type TLiveDataLog = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

export type TLiveDataEvents = { latest: [TLatestUpdate] };

/**
 * The whole path from gateways to the database as one component: the embedded broker (unless
 * MQTT_URL names an external one), the dictionaries users imported, the ingest and the offline
 * sweep, started and stopped in order.
 * Emits `latest` with a device's newest values once they are committed (for realtime push).
 */
export class LiveData extends EventEmitter<TLiveDataEvents> {
  private broker: EmbeddedBroker | undefined;
  private ingest: Ingest | undefined;
  private sweep: OfflineSweep | undefined;
  private dictionaries: StoredDictionaries | undefined;

  constructor(
    private readonly config: TLiveDataConfig,
    private readonly db: Database,
    private readonly log: TLiveDataLog,
  ) {
    super();
  }

  /** The broker gateways connect to. */
  get brokerUrl(): string | undefined {
    return this.config.mqtt.kind === 'external' ? this.config.mqtt.url : this.broker?.url;
  }

  async start(): Promise<void> {
    const { db, config, log } = this;
    const dictionaries = new StoredDictionaries(db);
    dictionaries.on('refreshFailed', (error) => log.warn({ error }, 'imported dictionaries not refreshed'));
    await dictionaries.start();
    this.dictionaries = dictionaries;
    const ingest = new Ingest({
      db,
      resolveDictionary: dictionaries.resolve,
      timeBounds: config.timeBounds,
      uplink: await this.uplink(),
    });
    ingest.on('latest', (update) => this.emit('latest', update));
    ingest.on('storeFailed', ({ topics, attempt, error }) =>
      log.error({ topics, attempt, error }, 'uploads not stored; they stay unacknowledged'),
    );
    ingest.on('processed', ({ topic, outcome }) => {
      if (outcome.kind === 'refused' && outcome.reason === 'storeFailed')
        log.error({ topic, detail: outcome.detail }, 'upload cannot be stored; refused and acknowledged');
    });
    ingest.on('foldFailed', (error) => log.error({ error }, 'rollups not folded; the readings stay queued'));
    try {
      await ingest.start();
    } catch (error) {
      // Nothing half-started stays behind (the embedded broker would keep its port).
      await this.stop();
      throw error;
    }
    this.ingest = ingest;
    const sweep = new OfflineSweep({ db, ...config });
    sweep.on('sweepFailed', (error) => log.error({ error }, 'offline sweep failed'));
    sweep.start();
    this.sweep = sweep;
  }

  /** Where the ingest's uploads come from: a subscription on the external broker, or the embedded one. */
  private async uplink(): Promise<Uplink> {
    const { config, log } = this;
    const { mqtt } = config;
    if (mqtt.kind === 'external') {
      const uplink = new MqttUplink({ ...mqtt, clientId: config.clientId, shareGroup: config.shareGroup });
      uplink.on('connectionError', (error) => log.warn({ error }, 'ingest MQTT connection'));
      return uplink;
    }
    const broker = new EmbeddedBroker({ db: this.db, port: mqtt.port, host: mqtt.host });
    broker.on('refused', (entry) => log.warn(entry, 'MQTT refused'));
    broker.on('logFailed', ({ entry, error }) => log.error({ entry, error }, 'MQTT refusal not logged'));
    await broker.start();
    this.broker = broker;
    log.info({ port: broker.port }, 'embedded MQTT broker listening');
    return broker.uplink;
  }

  async stop(): Promise<void> {
    this.sweep?.stop();
    await this.ingest?.stop();
    await this.broker?.stop();
    this.dictionaries?.stop();
    this.sweep = this.ingest = this.broker = this.dictionaries = undefined;
  }
}
