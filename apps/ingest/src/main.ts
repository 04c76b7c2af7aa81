/**
 * An ingest worker on its own: `npm run ingest` with DATABASE_URL and, to share the gateways'
 * uploads with other workers, MQTT_URL, INGEST_SHARD (`index/count`) and a distinct
 * INGEST_CLIENT_ID each (docs/adr/0061).
 * connect → migrate → channel → live data; SIGINT/SIGTERM close all in reverse. Every stored
 * reading is announced on the channel, so live streams on any api process follow it.
 */
import { Channel } from '@sunfleet/db/channel';
import { connect } from '@sunfleet/db/connect';
import { migrate } from '@sunfleet/db/migrate';
import { liveDataConfigOf, ZIngestWorkerEnvironment, type TIngestWorkerEnvironment } from './config.ts';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { LiveData, type TLiveDataLog } from './live-data.ts';
import { observeIngest, observePool, serveMetrics } from './metrics.ts';

const levels = ['error', 'warn', 'info'] as const;

/** One JSON line per entry on stdout, as the api's logger writes them. */
function jsonLog(level: TIngestWorkerEnvironment['LOG_LEVEL']): TLiveDataLog {
  const writer = (name: (typeof levels)[number]) => (details: object, msg: string) => {
    if (levels.indexOf(name) > levels.indexOf(level)) return;
    const entry = { level: name, time: Date.now(), pid: process.pid, msg, ...details };
    // Errors keep their message and stack (JSON.stringify would drop both).
    const line = JSON.stringify(entry, (_key, value: unknown) =>
      value instanceof Error ? { message: value.message, stack: value.stack } : value,
    );
    process.stdout.write(`${line}\n`);
  };
  return { error: writer('error'), warn: writer('warn'), info: writer('info') };
}

async function main() {
  const parsed = ZIngestWorkerEnvironment.safeParse(
    Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    console.error(`Invalid configuration:\n${problems.join('\n')}`);
    process.exit(1);
  }
  const env = parsed.data;
  const log = jsonLog(env.LOG_LEVEL);
  const database = await connect({ databaseUrl: env.DATABASE_URL });
  const applied = await migrate(database);
  if (applied.length > 0) log.info({ migrations: applied }, 'database migrated');

  const channel = new Channel(database);
  channel.on('publishFailed', (error) => log.warn({ error }, 'channel notice not sent'));
  await channel.start();
  const liveData = new LiveData(liveDataConfigOf(env), database.db, log);
  liveData.on('latest', ({ deviceId, readAt }) => channel.publish('latest', { deviceId, readAt }));
  liveData.on('command', (notice) => channel.publish('command', notice));
  channel.on('command', () => liveData.wakeDispatcher());
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  observeIngest(registry, liveData);
  observePool(registry, () => database.poolUse());
  await liveData.start();
  const metricsServer = env.METRICS_PORT ? await serveMetrics(registry, env.METRICS_PORT) : undefined;
  log.info(
    { clientId: env.INGEST_CLIENT_ID, shareGroup: env.INGEST_SHARE_GROUP, shard: env.INGEST_SHARD },
    'ingest worker started',
  );

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    log.info({}, `${signal}: shutting down`);
    // Uploads not yet committed stay unacknowledged, so the broker hands them to another worker.
    setTimeout(() => {
      log.error({ timeoutMs: env.SHUTDOWN_TIMEOUT_MS }, 'shutdown took too long; exiting');
      process.exit(1);
    }, env.SHUTDOWN_TIMEOUT_MS).unref();
    metricsServer?.close();
    await liveData.stop();
    await channel.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', (signal) => void shutdown(signal));
  process.on('SIGTERM', (signal) => void shutdown(signal));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
