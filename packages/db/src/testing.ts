import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TUserKind } from '@sunfleet/contract/users';
import { connect, pgliteHandle, type DatabaseHandle } from './connect.ts';
import { migrate, migrationsFingerprint } from './migrate.ts';
import { hashPassword } from './passwords.ts';
import {
  companies,
  companyRoles,
  users,
  type TCompanyRoleRow,
  type TCompanyRow,
  type TUserRow,
} from './schema.ts';

/**
 * A migrated database for one test file: embedded PGlite in memory, or — when TEST_DATABASE_URL
 * names a PostgreSQL server — a fresh database created there and dropped again on close.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const handle = serverUrl ? await createPostgresTestDatabase(serverUrl) : await createPgliteTestDatabase();
  await migrate(handle);
  return handle;
}

/**
 * Creating an empty PGlite cluster takes seconds; loading a dump of one takes a fraction of that.
 * The first test process of a run dumps a migrated database to the temp directory (named by the
 * migrations' fingerprint, so a changed migration makes a new one); the others load it.
 */
async function createPgliteTestDatabase(): Promise<DatabaseHandle> {
  const template = join(tmpdir(), `sunfleet-pglite-${migrationsFingerprint()}.tar`);
  if (existsSync(template)) {
    const client = new PGlite({ loadDataDir: new Blob([readFileSync(template)]) });
    await client.waitReady;
    return pgliteHandle(client);
  }
  const client = new PGlite();
  await client.waitReady;
  const handle = pgliteHandle(client);
  await migrate(handle);
  const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  // Written aside and renamed, so a process starting meanwhile never reads half a file.
  const partial = `${template}.${process.pid}`;
  writeFileSync(partial, dump);
  renameSync(partial, template);
  return handle;
}

async function createPostgresTestDatabase(serverUrl: string): Promise<DatabaseHandle> {
  const name = `sunfleet_test_${randomUUID().replaceAll('-', '')}`;
  const template = await migratedTemplate(serverUrl);
  await onServer(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const handle = await connect({ databaseUrl: databaseUrl(serverUrl, name) });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * Migrating an empty database takes seconds for every test file; copying a migrated one takes a
 * fraction (CREATE DATABASE … TEMPLATE). The first process of a run builds the template for the
 * migrations' fingerprint under a server-wide advisory lock (built aside and renamed, so nobody
 * copies half of one).
 */
async function migratedTemplate(serverUrl: string): Promise<string> {
  const template = `sunfleet_template_${migrationsFingerprint()}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`SELECT pg_advisory_lock(hashtext('sunfleet-test-template'))`);
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (found.rowCount === 0) await buildTemplate(client, serverUrl, template);
  } finally {
    await client.end();
  }
  return template;
}

async function buildTemplate(client: pg.Client, serverUrl: string, template: string) {
  const building = `${template}_${process.pid}`;
  await client.query(`DROP DATABASE IF EXISTS ${building}`);
  await client.query(`CREATE DATABASE ${building}`);
  const handle = await connect({ databaseUrl: databaseUrl(serverUrl, building) });
  try {
    await migrate(handle);
  } finally {
    await handle.close();
  }
  await client.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
  // Other checkouts on this server may be testing other migrations: their templates stay, up to a few.
  const stale = await client.query<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname LIKE 'sunfleet\\_template\\_%' ORDER BY oid DESC OFFSET 8`,
  );
  for (const { datname } of stale.rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
}

async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Hashing is deliberately slow; tests reuse one hash per distinct password. */
const hashes = new Map<string, Promise<string>>();
const cachedHash = (password: string) => {
  const known = hashes.get(password);
  if (known) return known;
  const created = hashPassword(password);
  hashes.set(password, created);
  return created;
};

export const testPassword = 'secret-123';

export async function createCompany(
  { db }: DatabaseHandle,
  values: Partial<typeof companies.$inferInsert> = {},
): Promise<TCompanyRow> {
  const [company] = await db
    .insert(companies)
    .values({ name: `Company ${randomUUID().slice(0, 8)}`, ...values })
    .returning();
  if (!company) throw new Error('company not created');
  return company;
}

export async function createRole(
  { db }: DatabaseHandle,
  companyId: string,
  permissions: string[],
  name = `Role ${randomUUID().slice(0, 8)}`,
): Promise<TCompanyRoleRow> {
  const [role] = await db.insert(companyRoles).values({ companyId, name, permissions }).returning();
  if (!role) throw new Error('role not created');
  return role;
}

export type TUserFactoryValues = Partial<Omit<typeof users.$inferInsert, 'passwordHash'>> & {
  kind?: TUserKind;
  password?: string;
};

/** A user with a unique account; the password defaults to `testPassword`. */
export async function createUser(
  { db }: DatabaseHandle,
  { password = testPassword, ...values }: TUserFactoryValues = {},
): Promise<TUserRow & { password: string }> {
  const [user] = await db
    .insert(users)
    .values({
      account: `user-${randomUUID().slice(0, 8)}@example.test`,
      nickname: 'Test user',
      kind: 'customer',
      ...values,
      passwordHash: await cachedHash(password),
    })
    .returning();
  if (!user) throw new Error('user not created');
  return { ...user, password };
}
