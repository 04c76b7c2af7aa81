import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './connect.ts';
import { migrate, migrationFiles } from './migrate.ts';
import { createTestDatabase } from './testing.ts';

describe('migrations', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('records every numbered file once and applies nothing on a second run', async () => {
    const recorded = await handle.withSession((session) =>
      session.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version'),
    );
    expect(recorded.map((row) => row.version)).toEqual(migrationFiles());
    expect(await Promise.all([migrate(handle), migrate(handle)])).toEqual([[], []]);
  });

  it('compares accounts without regard to case', async () => {
    const insert = (account: string) =>
      handle.withSession((session) =>
        session.query("INSERT INTO users (account, password_hash, kind) VALUES ($1, 'x', 'customer')", [
          account,
        ]),
      );
    await insert('Someone@Example.test');
    await expect(insert('someone@example.TEST')).rejects.toThrow();
  });
});
