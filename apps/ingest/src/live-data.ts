import { EventEmitter } from 'node:events';
import type { Database } from '@sunfleet/db/connect';
import type { TLiveDataConfig } from './config.ts';
import { EmbeddedBroker } from './embedded-broker.ts';
import { Ingest } from './ingest.ts';
import { MqttUplink } from './mqtt-uplink.ts';
import { OfflineSweep } from './offline-sweep.ts';
import { StoredDictionaries } from './stored-dictionaries.ts';
import type { TLatestUpdate } from './upload-processor.ts';
import type { Downlink, Uplink } from './uplink.ts';
import { CommandDispatcher } from '@sunfleet/commands/dispatcher';
import type { TCommandNotice } from '@sunfleet/db/channel';
import { Scheduler, type TJob } from '@sunfleet/db/scheduler';

/** What the live-data path reports to the process log (Fastify's `app.log` fits). */
export type TLiveDataLog = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

export type TLiveDataEvents = {
  latest: [TLatestUpdate];
  /** A command was sent, timed out, or a gateway's reply changed it: the host announces it. */
  command: [TCommandNotice];
  /** A batch of uploads was committed in one transaction (its size is the group commit's yield). */
  batchStored: [{ messages: number }];
};

/**
 * The whole path from gateways to the database as one component: the embedded broker (unless
 * MQTT_URL names an external one), the dictionaries users imported, the ingest, the command
 * dispatcher and the ingest's periodic jobs (`jobs()`), started and stopped in order.
 * Emits `latest` with a device's newest values once they are committed (for realtime push).
 */
export class LiveData extends EventEmitter<TLiveDataEvents> {
  private broker: EmbeddedBroker | undefined;
  private ingest: Ingest | undefined;
  private scheduler: Scheduler | undefined;
  private dictionaries: StoredDictionaries | undefined;
  private dispatcher: CommandDispatcher | undefined;
  private downlink: Downlink | undefined;

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

  /** Whether uploads can arrive: the embedded broker listens, or the external one is connected. */
  get isBrokerLinked(): boolean {
    if (!this.ingest) return false;
    return this.downlink instanceof MqttUplink ? this.downlink.isConnected : this.broker !== undefined;
  }

  async start(): Promise<void> {
    const { db, config, log } = this;
    const dictionaries = new StoredDictionaries(db);
    dictionaries.on('refreshFailed', (error) => log.warn({ error }, 'imported dictionaries not refreshed'));
    await dictionaries.start();
    this.dictionaries = dictionaries;
    const ingest = new Ingest({
      db,
      ...(config.commandTimings && { commandTimings: config.commandTimings }),
      resolveDictionary: dictionaries.resolve,
      timeBounds: config.timeBounds,
      uplink: await this.uplink(),
    });
    ingest.on('latest', (update) => this.emit('latest', update));
    ingest.on('batchStored', (batch) => this.emit('batchStored', batch));
    ingest.on('processed', ({ outcome }) => {
      // The host announces it on the channel, which wakes every dispatcher, this one included.
      if (outcome.kind === 'reply' && outcome.command) this.emit('command', outcome.command);
      // A status or a reply may have brought its gateway online, with commands waiting for it.
      else if (outcome.kind === 'status' || outcome.kind === 'reply') this.dispatcher?.wake();
    });
    ingest.on('storeFailed', ({ topics, attempt, error }) =>
      log.error({ topics, attempt, error }, 'uploads not stored; they stay unacknowledged'),
    );
    ingest.on('processed', ({ topic, outcome }) => {
      if (outcome.kind === 'reply' && outcome.applied) {
        const { id: commandId, state, requestId } = outcome.applied;
        log.info({ commandId, state, requestId, topic }, 'command reply');
      }
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
    this.startDispatcher();
    const scheduler = new Scheduler(db, this.jobs());
    scheduler.on('failed', ({ name, error }) => log.error({ error, job: name }, 'periodic job failed'));
    scheduler.start();
    this.scheduler = scheduler;
  }

  /**
   * The ingest's periodic jobs: every process with live data registers them, the scheduler runs
   * each once per period across all of them (docs/adr/0041). Adding a job is one line here.
   */
  private jobs(): TJob[] {
    const sweep = new OfflineSweep({ db: this.db, ...this.config });
    const { dispatcher } = this;
    return [
      { name: 'ingest.offline-sweep', everyMs: 30_000, run: (now) => sweep.sweep(now.getTime()) },
      ...(dispatcher
        ? [
            {
              name: 'commands.re-ask',
              everyMs: this.config.commandPollIntervalMs ?? 1_000,
              run: () => dispatcher.runRound(),
            },
          ]
        : []),
    ];
  }

  /** The command dispatcher (docs/adr/0021) on this process's broker connection. */
  private startDispatcher(): void {
    const { downlink, log } = this;
    if (!downlink) return;
    const dispatcher = new CommandDispatcher({
      db: this.db,
      downlink,
      ...(this.config.commandTimings && { timings: this.config.commandTimings }),
    });
    dispatcher.on('changed', (notice) => this.emit('command', notice));
    dispatcher.on('published', (command) =>
      log.info(
        {
          commandId: command.id,
          gatewaySn: command.gatewaySn,
          kind: command.message.type,
          requestId: command.requestId,
        },
        'command sent',
      ),
    );
    dispatcher.on('publishFailed', ({ command, error }) =>
      log.warn(
        { commandId: command.id, gatewaySn: command.gatewaySn, requestId: command.requestId, error },
        'command not published',
      ),
    );
    dispatcher.on('roundFailed', (error) => log.error({ error }, 'command dispatch failed'));
    dispatcher.start();
    this.dispatcher = dispatcher;
  }

  /** A command was queued or changed on some process: look for commands to send now. */
  wakeDispatcher(): void {
    this.dispatcher?.wake();
  }

  /** Where the ingest's uploads come from: a subscription on the external broker, or the embedded one. */
  private async uplink(): Promise<Uplink> {
    const { config, log } = this;
    const { mqtt } = config;
    if (mqtt.kind === 'external') {
      const uplink = new MqttUplink({
        ...mqtt,
        clientId: config.clientId,
        shareGroup: config.shareGroup,
        shard: config.shard,
      });
      uplink.on('connectionError', (error) => log.warn({ error }, 'ingest MQTT connection'));
      this.downlink = uplink;
      return uplink;
    }
    const broker = new EmbeddedBroker({ db: this.db, port: mqtt.port, host: mqtt.host });
    broker.on('refused', (entry) => log.warn(entry, 'MQTT refused'));
    broker.on('logFailed', ({ entry, error }) => log.error({ entry, error }, 'MQTT refusal not logged'));
    await broker.start();
    this.broker = broker;
    this.downlink = broker;
    log.info({ port: broker.port }, 'embedded MQTT broker listening');
    return broker.uplink;
  }

  async stop(): Promise<void> {
    await this.scheduler?.stop();
    await this.dispatcher?.stop();
    await this.ingest?.stop();
    await this.broker?.stop();
    this.dictionaries?.stop();
    this.scheduler =
      this.ingest =
      this.broker =
      this.dictionaries =
      this.dispatcher =
      this.downlink =
        undefined;
  }
}
