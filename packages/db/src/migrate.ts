import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { Database, DatabaseHandle, SqlSession } from './connect.ts';
import { sql } from './query.ts';

/**
 * Found through the package's own name rather than this file's URL, so that a bundle of an app
 * (apps/api/dist/main.js, ADR 0050), whose `import.meta.url` is the bundle's, finds it too.
 */
const migrationsDirectory = new URL(
  '../migrations/',
  pathToFileURL(createRequire(import.meta.url).resolve('@sunfleet/db/migrate')),
);

/** Any fixed number: every Sunfleet process takes this advisory lock while it migrates. */
const migrationLockKey = 7_402_114;

/** The numbered SQL files (`0001_name.sql` …) in the order they apply. */
export function migrationFiles(): string[] {
  return readdirSync(migrationsDirectory)
    .filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name))
    .sort();
}

/** A fingerprint of every migration file's name and content. */
export function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  for (const name of migrationFiles())
    hash.update(name).update(readFileSync(new URL(name, migrationsDirectory)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Applies the migrations not yet recorded in `schema_migrations`, each in its own transaction.
 * An advisory lock makes a second process wait rather than apply the same files twice.
 * Returns the names of the files it applied.
 */
export async function migrate(handle: DatabaseHandle): Promise<string[]> {
  return handle.withSession(async (session) => {
    await session.exec(`SELECT pg_advisory_lock(${migrationLockKey})`);
    try {
      return await applyPending(session);
    } finally {
      await session.exec(`SELECT pg_advisory_unlock(${migrationLockKey})`);
    }
  });
}

async function applyPending(session: SqlSession): Promise<string[]> {
  await session.exec(
    `CREATE TABLE IF NOT EXISTS schema_migrations (
       version text PRIMARY KEY,
       applied_at timestamptz NOT NULL DEFAULT now()
     )`,
  );
  const applied = new Set(
    (await session.query<{ version: string }>('SELECT version FROM schema_migrations')).map(
      (row) => row.version,
    ),
  );
  const pending = migrationFiles().filter((name) => !applied.has(name));
  for (const name of pending) {
    const script = readFileSync(new URL(name, migrationsDirectory), 'utf8');
    await session.exec('BEGIN');
    try {
      await session.exec(script);
      await session.query('INSERT INTO schema_migrations (version) VALUES ($1)', [name]);
      await session.exec('COMMIT');
    } catch (error) {
      await session.exec('ROLLBACK');
      throw new Error(`Migration ${name} failed: ${(error as Error).message}`, { cause: error });
    }
  }
  return pending;
}

/**
 * Migration files this code has that the database has not applied (a process started before a
 * newer one migrated, or the reverse): the readiness probe reports them.
 */
export async function pendingMigrations(db: Database): Promise<string[]> {
  const result = await db.execute(sql`SELECT version FROM schema_migrations`);
  const applied = new Set((result as { rows: { version: string }[] }).rows.map((row) => row.version));
  return migrationFiles().filter((name) => !applied.has(name));
}
