import { join } from 'node:path';
import { Channel } from '@sunfleet/db/channel';
import { connect, type Database } from '@sunfleet/db/connect';
import { migrate } from '@sunfleet/db/migrate';
import { seed, SeedRefusedError } from '@sunfleet/db/seed';
import { Registry } from 'prom-client';
import type { TSitePreparation } from '@sunfleet/contract/site';
import { LiveData, type TLiveDataLog } from '@sunfleet/ingest/live-data';
import { observeIngest } from '@sunfleet/ingest/metrics';
import { loadDemoHistory } from './adapters/demo-history.ts';
import { DemoSimulator } from './adapters/demo-simulator.ts';
import { buildApp } from './app.ts';
import { closeWithin } from './modules/operations/drain.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';

async function timed<T>(run: () => Promise<T>): Promise<{ result: T; seconds: number }> {
  const started = performance.now();
  const result = await run();
  return { result, seconds: Math.round((performance.now() - started) / 100) / 10 };
}

const isPortTaken = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === 'EADDRINUSE';

/**
 * Starts the broker, ingest and offline sweep. A developer's machine often runs its own
 * Mosquitto on 1883: when MQTT_PORT was left at that default, the embedded broker takes a free
 * port instead (and says so); an explicitly chosen port that is taken stops the start.
 */
async function startLiveData(config: Config, db: Database, log: TLiveDataLog): Promise<LiveData> {
  const liveData = new LiveData(config.liveData, db, log);
  try {
    await liveData.start();
    return liveData;
  } catch (error) {
    if (!(isPortTaken(error) && config.mayMoveMqttPort && config.liveData.mqtt.kind === 'embedded'))
      throw error;
    const moved = new LiveData({ ...config.liveData, mqtt: { ...config.liveData.mqtt, port: 0 } }, db, log);
    await moved.start();
    log.warn(
      { brokerUrl: moved.brokerUrl },
      'MQTT port 1883 is taken; the embedded broker listens elsewhere',
    );
    return moved;
  }
}

/**
 * config → connect → migrate → seed → channel → listen → demo history (first demo start only)
 * → live data (unless INGEST=0) → simulator; SIGINT/SIGTERM close all in reverse, draining within
 * SHUTDOWN_TIMEOUT_MS. The server answers (health, sign-in page) while the history is computed;
 * /ready and /anonymous/preparation say it is still being prepared (ADR 0050).
 */
async function main() {
  const config = loadConfig();
  const database = await connect({
    databaseUrl: config.databaseUrl,
    pgliteDir: join(config.dataDir, 'pglite'),
  });
  const applied = await migrate(database);
  const seeded = await seed(database.db, { demo: config.demo, admin: config.admin });
  // A new demo fleet looks a year old (DEMO_HISTORY_DAYS): its past is computed after listening.
  const needsHistory = seeded === 'demo' && config.demoHistoryDays > 0;
  const preparation: TSitePreparation = { demoHistory: needsHistory ? 'preparing' : 'ready' };
  // Started once the demo history is in; the probes ask it meanwhile.
  let liveData: LiveData | undefined = undefined;
  const brokerStatus = () => {
    if (!config.runsIngest) return 'none' as const;
    return liveData?.isBrokerLinked ? ('up' as const) : ('down' as const);
  };

  // Realtime pushes come from the channel, whichever process stored the reading: this one's
  // ingest publishes there as any ingest worker does.
  const channel = new Channel(database);
  await channel.start();
  const metricsRegistry = new Registry();
  const app = await buildApp(config, {
    db: database.db,
    liveFeed: channel,
    commandFeed: channel,
    probes: { preparation, brokerStatus, poolUse: () => database.poolUse() },
    metricsRegistry,
  });
  if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
  if (seeded !== 'existing') app.log.info(`database seeded (${seeded})`);
  channel.on('publishFailed', (error) => app.log.warn({ err: error }, 'channel notice not sent'));
  channel.on('malformed', (payload) => app.log.warn({ payload }, 'channel notice not understood'));

  let simulator: DemoSimulator | undefined = undefined;
  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info(`${signal}: shutting down`);
    const { shutdownTimeoutMs } = config.operations;
    const outcome = await closeWithin(shutdownTimeoutMs, async () => {
      await simulator?.stop();
      // New requests get 503 (Fastify's return503OnClosing) while those in flight finish.
      await app.close();
      await liveData?.stop();
      await channel.stop();
      await database.close();
    });
    if (outcome === 'timedOut')
      app.log.error({ shutdownTimeoutMs }, 'shutdown took too long; exiting anyway');
    process.exit(outcome === 'drained' ? 0 : 1);
  };
  process.on('SIGINT', (signal) => void shutdown(signal));
  process.on('SIGTERM', (signal) => void shutdown(signal));

  await app.listen({ port: config.port, host: config.host });

  if (needsHistory) {
    const history = await timed(() =>
      loadDemoHistory({
        db: database.db,
        stateFile: config.simulatorStateFile,
        days: config.demoHistoryDays,
      }),
    );
    preparation.demoHistory = 'ready';
    app.log.info(
      { readings: history.result, seconds: history.seconds },
      `demo history of ${config.demoHistoryDays} days loaded`,
    );
  }
  if (isClosing) return;

  liveData = config.runsIngest ? await startLiveData(config, database.db, app.log) : undefined;
  if (liveData) observeIngest(metricsRegistry, liveData);
  liveData?.on('latest', ({ deviceId, readAt }) => channel.publish('latest', { deviceId, readAt }));
  // Commands (docs/adr/0021): any process queues, this one's dispatcher sends; replies stored
  // here are announced to whoever waits.
  liveData?.on('command', (notice) => channel.publish('command', notice));
  channel.on('command', () => liveData?.wakeDispatcher());
  simulator =
    config.demo && liveData?.brokerUrl
      ? new DemoSimulator(
          { brokerUrl: liveData.brokerUrl, stateFile: config.simulatorStateFile, db: database.db },
          app.log,
        )
      : undefined;
  simulator?.start();
}

main().catch((error: unknown) => {
  // Mistakes in the set-up get their message only; anything else its stack, to find the fault.
  const isSetUpMistake = error instanceof ConfigError || error instanceof SeedRefusedError;
  console.error(isSetUpMistake ? error.message : error);
  process.exit(1);
});
