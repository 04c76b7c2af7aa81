import { join } from 'node:path';
import { connect } from '@sunfleet/db/connect';
import { migrate } from '@sunfleet/db/migrate';
import { seed, SeedRefusedError } from '@sunfleet/db/seed';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

/** config → connect → migrate → seed → listen; SIGINT/SIGTERM close everything in reverse. */
async function main() {
  const config = loadConfig();
  const database = await connect({
    databaseUrl: config.databaseUrl,
    pgliteDir: join(config.dataDir, 'pglite'),
  });
  const app = await buildApp(config, { db: database.db });

  const applied = await migrate(database);
  if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
  const seeded = await seed(database.db, { demo: config.demo, admin: config.admin });
  if (seeded !== 'existing') app.log.info(`database seeded (${seeded})`);

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', (signal) => void shutdown(signal));
  process.on('SIGTERM', (signal) => void shutdown(signal));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  // Mistakes in the set-up get their message only; anything else its stack, to find the fault.
  const isSetUpMistake = error instanceof ConfigError || error instanceof SeedRefusedError;
  console.error(isSetUpMistake ? error.message : error);
  process.exit(1);
});
