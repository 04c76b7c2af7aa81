import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { allPermissions } from '@sunfleet/contract/permissions';
import type { DatabaseHandle } from './connect.ts';
import { migrate, migrationFiles } from './migrate.ts';
import { verifyPassword } from './passwords.ts';
import { companies, users } from './schema.ts';
import { demoAccounts, demoCompanyName, operationsPermissions, seed } from './seed.ts';
import { createPlantRollup } from './plant-testing.ts';
import { plantRollups } from './telemetry-schema.ts';
import { createPlant } from './telemetry-testing.ts';
import { createTestDatabase } from './testing.ts';

describe('migrations and seed', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    await handle.db.execute(sql`TRUNCATE users, companies, company_roles CASCADE`);
  });

  it('records every numbered migration once and applies nothing on a second run', async () => {
    const recorded = await handle.withSession((session) =>
      session.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version'),
    );
    expect(recorded.map((row) => row.version)).toEqual(migrationFiles());
    expect(await Promise.all([migrate(handle), migrate(handle)])).toEqual([[], []]);
  });

  it('leaves room for HOT updates of rollup rows, and compresses 5-minute statistics with lz4 where the server has it', async () => {
    const [storage] = await handle.withSession((session) =>
      session.query<{ device: string[]; plant: string[]; compression: string }>(`
        SELECT
          (SELECT reloptions FROM pg_class WHERE oid = 'device_rollups'::regclass) AS device,
          (SELECT reloptions FROM pg_class WHERE oid = 'plant_rollups'::regclass) AS plant,
          (SELECT attcompression::text FROM pg_attribute
            WHERE attrelid = 'device_rollups'::regclass AND attname = 'value_stats') AS compression`),
    );
    expect(storage?.device).toEqual(['fillfactor=70']);
    expect(storage?.plant).toEqual(['fillfactor=70']);
    // PGlite is built without lz4 and keeps the default (pglz, shown empty).
    expect(storage?.compression).toBe(handle.engine === 'postgres' ? 'l' : '');
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

  it('fills the demo installer, its staff and customers once', async () => {
    expect(await seed(handle.db, { demo: true })).toBe('demo');
    expect(await seed(handle.db, { demo: true })).toBe('existing');

    const [company] = await handle.db.select().from(companies).where(eq(companies.name, demoCompanyName));
    const all = await handle.db.select().from(users);
    const byAccount = new Map(all.map((user) => [user.account, user]));
    const installer = byAccount.get(demoAccounts.installer.account);
    expect(installer).toMatchObject({ kind: 'company', isCompanyAdmin: true, companyId: company?.id });
    expect(company?.adminUserId).toBe(installer?.id);
    expect(byAccount.get(demoAccounts.owner.account)).toMatchObject({
      kind: 'customer',
      companyId: company?.id,
    });
    expect(byAccount.get(demoAccounts.admin.account)).toMatchObject({ kind: 'platform', companyId: null });
    // Olivia and Noah, Carla whom Riverside Warehouse was built for (seed-organisation.ts), and
    // the agent company's own customer.
    expect(all.filter((user) => user.kind === 'customer')).toHaveLength(4);
    expect(await verifyPassword(installer?.passwordHash ?? '', demoAccounts.installer.password)).toBe(true);
    expect(operationsPermissions.every((permission) => allPermissions.includes(permission))).toBe(true);
  });

  it('without demo data creates only the platform administrator, and refuses without one', async () => {
    await expect(seed(handle.db, { demo: false })).rejects.toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD/);
    expect(
      await seed(handle.db, { demo: false, admin: { email: 'Boss@Example.test', password: 'very-secret' } }),
    ).toBe('admin');
    const all = await handle.db.select().from(users);
    expect(all).toEqual([expect.objectContaining({ account: 'boss@example.test', kind: 'platform' })]);
  });

  it('fills in the balanced load of plant rollups written before the ingest kept it (0015)', async () => {
    const plant = await createPlant(handle);
    const bucket = (hour: number, energy: Record<string, number>, power: Record<string, number>) =>
      createPlantRollup(handle, {
        plantId: plant.id,
        period: 'hour',
        bucketStart: new Date(Date.UTC(2025, 5, 1, hour)),
        energy,
        power,
      });
    await bucket(9, { pvEnergyTotal: 5, gridExportEnergyTotal: 3 }, { pvPower: 5, gridPower: -3 });
    await bucket(
      10,
      { pvEnergyTotal: 4, gridImportEnergyTotal: 3, batteryChargeEnergyTotal: 2.5 },
      { pvPower: 4, gridPower: 2, batteryPower: -2.5 },
    );
    await bucket(11, { pvEnergyTotal: 5 }, { pvPower: 5 });
    await bucket(12, { pvEnergyTotal: 5, loadEnergyTotal: 1 }, { pvPower: 5, gridPower: 0, loadPower: 1 });
    const script = readFileSync(
      new URL('../migrations/0015_plant_load_by_balance.sql', import.meta.url),
      'utf8',
    );
    await handle.withSession((session) => session.exec(script));
    const rows = await handle.db
      .select({ energy: plantRollups.energy, power: plantRollups.power })
      .from(plantRollups)
      .where(eq(plantRollups.plantId, plant.id))
      .orderBy(plantRollups.bucketStart);
    expect(rows.map(({ energy, power }) => [energy.loadEnergyTotal, power.loadPower])).toEqual([
      [2, 2],
      [4.5, 3.5],
      // No meter: the load stays unknown. A measured load stays as measured.
      [undefined, undefined],
      [1, 1],
    ]);
  });
});
