import { join } from 'node:path';
import { Channel } from '@sunfleet/db/channel';
import { connect, type Database } from '@sunfleet/db/connect';
import { migrate } from '@sunfleet/db/migrate';
import { seed, SeedRefusedError } from '@sunfleet/db/seed';
import { LiveData, type TLiveDataLog } from '@sunfleet/ingest/live-data';
import { DemoSimulator } from './adapters/demo-simulator.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';

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
 * config → connect → migrate → seed → channel → live data (unless INGEST=0) → listen;
 * SIGINT/SIGTERM close all in reverse.
 */
async function main() {
  const config = loadConfig();
  const database = await connect({
    databaseUrl: config.databaseUrl,
    pgliteDir: join(config.dataDir, 'pglite'),
  });
  const applied = await migrate(database);
  const seeded = await seed(database.db, { demo: config.demo, admin: config.admin });

  // Realtime pushes come from the channel, whichever process stored the reading: this one's
  // ingest publishes there as any ingest worker does.
  const channel = new Channel(database);
  await channel.start();
  const app = await buildApp(config, { db: database.db, liveFeed: channel, commandFeed: channel });
  if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
  if (seeded !== 'existing') app.log.info(`database seeded (${seeded})`);
  channel.on('publishFailed', (error) => app.log.warn({ err: error }, 'channel notice not sent'));
  channel.on('malformed', (payload) => app.log.warn({ payload }, 'channel notice not understood'));

  const liveData = config.runsIngest ? await startLiveData(config, database.db, app.log) : undefined;
  liveData?.on('latest', ({ deviceId, readAt }) => channel.publish('latest', { deviceId, readAt }));
  // Commands (docs/adr/0021): any process queues, this one's dispatcher sends; replies stored
  // here are announced to whoever waits.
  liveData?.on('command', (notice) => channel.publish('command', notice));
  channel.on('command', () => liveData?.wakeDispatcher());
  const simulator =
    config.demo && liveData?.brokerUrl
      ? new DemoSimulator({ brokerUrl: liveData.brokerUrl, stateFile: config.simulatorStateFile }, app.log)
      : undefined;

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info(`${signal}: shutting down`);
    await simulator?.stop();
    await app.close();
    await liveData?.stop();
    await channel.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', (signal) => void shutdown(signal));
  process.on('SIGTERM', (signal) => void shutdown(signal));

  await app.listen({ port: config.port, host: config.host });
  simulator?.start();
}

main().catch((error: unknown) => {
  // Mistakes in the set-up get their message only; anything else its stack, to find the fault.
  const isSetUpMistake = error instanceof ConfigError || error instanceof SeedRefusedError;
  console.error(isSetUpMistake ? error.message : error);
  process.exit(1);
});
