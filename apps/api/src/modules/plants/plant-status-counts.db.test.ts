import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPlantList, TStatusCounts } from '@sunfleet/contract/plants';
import { sql } from '@sunfleet/db/query';
import { companyAgents } from '@sunfleet/db/schema';
import { refreshPlantStatuses, setStatuses } from '@sunfleet/db/statuses';
import { createCompany, createRole, createUser } from '@sunfleet/db/testing';
import { createDevice, createGateway, createPlant } from '@sunfleet/db/telemetry-testing';
import { createTestApp, envelopeOf, signIn, bearer, type TestApp } from '../../testing.ts';

/**
 * The platform's and a company's plant counts come from counters kept by triggers (ADR 0064); after
 * every kind of change they must equal a count of the rows each reader sees.
 */
describe('plant status counts kept by counters', () => {
  let t: TestApp;
  const readers = {} as Record<'platform' | 'admin' | 'staff' | 'upper' | 'owner', Record<string, string>>;
  const ids = {} as Record<'company' | 'upper' | 'other' | 'owner', string>;

  const actor = async (user: { account: string; password: string }) =>
    bearer((await signIn(t.app, user.account, user.password)).access_token);

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database;
    const [company, upper, other] = [
      await createCompany(db),
      await createCompany(db),
      await createCompany(db),
    ];
    await db.db.insert(companyAgents).values({ upperCompanyId: upper.id, agentCompanyId: company.id });
    const viewRole = await createRole(db, company.id, ['station.view']);
    const owner = await createUser(db, { kind: 'customer', companyId: company.id });
    Object.assign(ids, { company: company.id, upper: upper.id, other: other.id, owner: owner.id });
    readers.platform = await actor(await createUser(db, { kind: 'platform' }));
    readers.admin = await actor(
      await createUser(db, { kind: 'company', companyId: company.id, isCompanyAdmin: true }),
    );
    readers.staff = await actor(
      await createUser(db, { kind: 'company', companyId: company.id, roleId: viewRole.id }),
    );
    readers.upper = await actor(
      await createUser(db, { kind: 'company', companyId: upper.id, isCompanyAdmin: true }),
    );
    readers.owner = await actor(owner);
  });
  afterAll(() => t.close());

  /** What each reader should count: a count(*) of the plants their rule names. */
  const truth = async (reader: keyof typeof readers): Promise<TStatusCounts> => {
    const where = {
      platform: sql`true`,
      admin: sql`company_id = ${ids.company}`,
      staff: sql`company_id = ${ids.company}`,
      upper: sql`company_id IN (${ids.company}, ${ids.upper})`,
      owner: sql`owner_user_id = ${ids.owner}`,
    }[reader];
    const result = await t.database.db.execute(
      sql`SELECT status, count(*)::int AS total FROM plants WHERE ${where} GROUP BY status`,
    );
    const counts: TStatusCounts = { all: 0, normal: 0, offline: 0, warning: 0, fault: 0, updating: 0 };
    for (const row of (result as { rows: { status: keyof TStatusCounts; total: number }[] }).rows) {
      counts[row.status] = row.total;
      counts.all += row.total;
    }
    return counts;
  };

  const expectCountsTrue = async () => {
    for (const reader of Object.keys(readers) as (keyof typeof readers)[]) {
      const expected = await truth(reader);
      const headers = readers[reader];
      const overview = envelopeOf<TStatusCounts>(
        await t.app.inject({ url: '/api/v1/overview/plantCount', headers }),
      );
      expect(overview.data, `${reader}: overview`).toEqual(expected);
      const list = envelopeOf<TPlantList>(await t.app.inject({ url: '/api/v1/plants?size=5', headers })).data;
      expect(list.counts, `${reader}: list counts`).toEqual(expected);
      expect(list.total, `${reader}: list total`).toBe(expected.all);
      const offline = envelopeOf<TPlantList>(
        await t.app.inject({ url: '/api/v1/plants?size=5&status=offline', headers }),
      ).data;
      expect(offline.total, `${reader}: offline tab`).toBe(expected.offline);
    }
  };

  it('equal a count of the rows after creates, status changes, moves and deletes', async () => {
    const db = t.database;
    await expectCountsTrue();

    // Created: by the api-free factory (one INSERT each) and in one multi-row statement.
    const made = [];
    for (const companyId of [ids.company, ids.company, ids.upper, ids.other, null])
      made.push(
        await createPlant(db, { companyId, ownerUserId: companyId === ids.company ? ids.owner : null }),
      );
    await db.db.execute(sql`INSERT INTO plants (name, company_id, status)
      SELECT 'bulk ' || n, ${ids.company}::uuid, CASE WHEN n % 2 = 0 THEN 'normal' ELSE 'fault' END
      FROM generate_series(1, 6) n`);
    await expectCountsTrue();

    // Status changes as the ingest writes them: one UPDATE of many rows, some unchanged.
    await setStatuses(db.db, 'plants', [
      { id: made[0]!.id, status: 'normal' },
      { id: made[1]!.id, status: 'warning' },
      { id: made[2]!.id, status: 'fault' },
      { id: made[3]!.id, status: 'offline' },
    ]);
    await expectCountsTrue();

    // A device's status rolls up to its plant (the ingest's and the offline sweep's path).
    const gateway = await createGateway(db, { companyId: ids.company, plantId: made[0]!.id });
    await createDevice(db, {
      gatewayId: gateway.id,
      plantId: made[0]!.id,
      kind: 'inverterString',
      dictionaryId: 'sofar_lsw3',
      status: 'fault',
    });
    await refreshPlantStatuses(db.db, [made[0]!.id]);
    await expectCountsTrue();
    await db.db.execute(sql`UPDATE devices SET status = 'offline' WHERE plant_id = ${made[0]!.id}`);
    await refreshPlantStatuses(db.db, [made[0]!.id]);
    await expectCountsTrue();

    // Moved between companies, and a status and company changed in one statement.
    await db.db.execute(sql`UPDATE plants SET company_id = ${ids.other} WHERE id = ${made[1]!.id}`);
    await db.db.execute(
      sql`UPDATE plants SET company_id = ${ids.company}, status = 'updating' WHERE id IN (${made[3]!.id}, ${made[4]!.id})`,
    );
    await expectCountsTrue();

    // An update that changes neither company nor status leaves the counters alone.
    await db.db.execute(sql`UPDATE plants SET name = name || '!' WHERE company_id = ${ids.company}`);
    await expectCountsTrue();

    // Deleted: one, then many in one statement.
    await db.db.execute(sql`DELETE FROM plants WHERE id = ${made[2]!.id}`);
    await db.db.execute(sql`DELETE FROM plants WHERE name LIKE 'bulk %' AND status = 'fault'`);
    await expectCountsTrue();

    // A rolled-back change leaves the counters as they were.
    await db.db
      .transaction(async (tx) => {
        await tx.execute(sql`UPDATE plants SET status = 'fault'`);
        tx.rollback();
      })
      .catch(() => undefined);
    await expectCountsTrue();
  });

  it('count a keyword search by its rows, for every reader', async () => {
    const db = t.database;
    await createPlant(db, { name: 'Needle farm', companyId: ids.company, ownerUserId: ids.owner });
    for (const reader of Object.keys(readers) as (keyof typeof readers)[]) {
      const list = envelopeOf<TPlantList>(
        await t.app.inject({ url: '/api/v1/plants?keyword=needle', headers: readers[reader] }),
      ).data;
      expect(list.total, reader).toBe(1);
    }
  });
});
