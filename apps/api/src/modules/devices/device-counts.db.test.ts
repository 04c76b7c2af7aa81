import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TGatewayCounts } from '@sunfleet/contract/gateways';
import type { TStatusCounts } from '@sunfleet/contract/plants';
import { rowsOf, sql, type SQL } from '@sunfleet/db/query';
import { companyAgents } from '@sunfleet/db/schema';
import { setStatuses } from '@sunfleet/db/statuses';
import { createCompany, createRole, createUser } from '@sunfleet/db/testing';
import { createDevice, createGateway, createPlant, uniqueSn } from '@sunfleet/db/telemetry-testing';
import type { Database } from '@sunfleet/db/connect';
import { createTestApp, envelopeOf, signIn, bearer, type TestApp } from '../../testing.ts';
import { createGatewaysRepository } from '../gateways/repository.ts';
import { createDeviceRepository } from './repository.ts';

type TReader = 'platform' | 'admin' | 'staff' | 'upper' | 'owner';
type TCounted = { status: keyof TStatusCounts; total: number; bound: number };

/** Each class's count and list routes, and the kinds the truth below counts as that class. */
const classes = [
  { count: 'inverters/count', list: 'inverters', kinds: sql`kind LIKE 'inverter%'` },
  { count: 'meter/status/count', list: 'meters', kinds: sql`kind = 'meter'` },
  { count: 'batteries/count', list: 'batteries', kinds: sql`kind = 'batteryBms'` },
  { count: 'meteorological/status/count', list: 'meteorological', kinds: sql`kind = 'weatherStation'` },
];

const countsOf = (rows: TCounted[]): TStatusCounts => {
  const counts: TStatusCounts = { all: 0, normal: 0, offline: 0, warning: 0, fault: 0, updating: 0 };
  for (const row of rows) {
    counts[row.status] = row.total;
    counts.all += row.total;
  }
  return counts;
};

/**
 * The platform's and a company's device and gateway counts come from counters kept by triggers
 * (ADR 0064, "Devices and gateways"); after every kind of change they must equal a count of the rows
 * each reader sees, found here through the rows' plants and gateways as they are now.
 */
describe('device and gateway counts kept by counters', () => {
  let t: TestApp;
  const readers = {} as Record<TReader, Record<string, string>>;
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
    const viewRole = await createRole(db, company.id, [
      'inverter.view',
      'meter.view',
      'battery.list.view',
      'weather.view',
      'gateway.view',
    ]);
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

  /** The rows a reader sees, on `p` (the row's plant, if any) and `g` (its gateway, or itself). */
  const seenBy = (reader: TReader): SQL =>
    ({
      platform: sql`true`,
      admin: sql`(p.company_id = ${ids.company} OR g.company_id = ${ids.company})`,
      staff: sql`(p.company_id = ${ids.company} OR g.company_id = ${ids.company})`,
      upper: sql`(p.company_id IN (${ids.company}, ${ids.upper}) OR g.company_id = ${ids.upper})`,
      owner: sql`(p.owner_user_id = ${ids.owner} OR g.customer_id = ${ids.owner})`,
    })[reader];

  const truthOf = async (query: SQL) => rowsOf<TCounted>(await t.database.db.execute(query));
  const deviceTruth = (reader: TReader, kinds: SQL) =>
    truthOf(sql`SELECT d.status, count(*)::int AS total, 0 AS bound
      FROM devices d JOIN gateways g ON g.id = d.gateway_id LEFT JOIN plants p ON p.id = d.plant_id
      WHERE ${kinds} AND ${seenBy(reader)} GROUP BY d.status`);
  const gatewayTruth = (reader: TReader) =>
    truthOf(sql`SELECT g.status, count(*)::int AS total, count(g.plant_id)::int AS bound
      FROM gateways g LEFT JOIN plants p ON p.id = g.plant_id WHERE ${seenBy(reader)} GROUP BY g.status`);
  const truthOfKind = async (reader: TReader, kind: string) =>
    countsOf(await deviceTruth(reader, sql`kind = ${kind}`)).all;

  const data = async <T>(url: string, headers: Record<string, string>) => {
    const envelope = envelopeOf<T>(await t.app.inject({ url: `/api/v1/${url}`, headers }));
    expect(envelope.code, url).toBe(0);
    return envelope.data;
  };

  const expectCountsTrue = async () => {
    for (const reader of Object.keys(readers) as TReader[]) {
      const headers = readers[reader];
      for (const { count, list, kinds } of classes) {
        const expected = countsOf(await deviceTruth(reader, kinds));
        expect(await data(count, headers), `${reader}: ${count}`).toEqual(expected);
        // Every row on one page: a wrong count of devices on plants would drop or repeat rows.
        const page = await data<{ total: number; infos: unknown[] }>(`${list}?size=100`, headers);
        expect([page.total, page.infos.length], `${reader}: ${list}`).toEqual([expected.all, expected.all]);
      }
      // A status tab and a kind read the counters too (their keys); one class stands for all.
      const offline = await data<{ total: number }>('inverters?size=5&status=offline', headers);
      expect(offline.total, `${reader}: offline inverters`).toBe(
        countsOf(await deviceTruth(reader, classes[0]!.kinds)).offline,
      );
      const hybrids = await data<{ total: number }>(
        'inverters?size=5&kind=inverterThreePhaseHybrid',
        headers,
      );
      expect(hybrids.total, `${reader}: hybrids`).toBe(await truthOfKind(reader, 'inverterThreePhaseHybrid'));

      const gatewayRows = await gatewayTruth(reader);
      const byStatus = countsOf(gatewayRows);
      const bound = gatewayRows.reduce((sum, row) => sum + row.bound, 0);
      const expected: TGatewayCounts = { ...byStatus, bound, unbound: byStatus.all - bound };
      expect(await data('gateways/count', headers), `${reader}: gateways/count`).toEqual(expected);
      const gatewayList = await data<{ total: number; counts: TGatewayCounts }>('gateways?size=5', headers);
      expect([gatewayList.total, gatewayList.counts], `${reader}: gateways`).toEqual([
        byStatus.all,
        expected,
      ]);
      const unbound = await data<{ total: number }>('gateways?size=5&binding=unbound', headers);
      expect(unbound.total, `${reader}: unbound gateways`).toBe(expected.unbound);
    }
  };

  it('equal a count of the rows after creates, status changes, moves and deletes', async () => {
    const db = t.database;
    const device = (gateway: { id: string; plantId: string | null }, kind: string) =>
      createDevice(db, { gatewayId: gateway.id, plantId: gateway.plantId, kind, dictionaryId: 'sofar_lsw3' });
    await expectCountsTrue();

    // Plants of the company (one the owner's), of its upper company, of another, and of none.
    const [ownPlant, companyPlant, upperPlant, otherPlant, loosePlant] = [
      await createPlant(db, { companyId: ids.company, ownerUserId: ids.owner }),
      await createPlant(db, { companyId: ids.company }),
      await createPlant(db, { companyId: ids.upper }),
      await createPlant(db, { companyId: ids.other }),
      await createPlant(db, { companyId: null }),
    ];
    // Gateways seen through their plant, through their own company, through both, or by nobody
    // but the platform; one assigned to the owner before it is bound.
    const gateways = {
      own: await createGateway(db, { companyId: ids.company, plantId: ownPlant.id }),
      foreignOnCompany: await createGateway(db, { companyId: ids.other, plantId: companyPlant.id }),
      companyOnForeign: await createGateway(db, { companyId: ids.company, plantId: otherPlant.id }),
      upper: await createGateway(db, { companyId: ids.upper, plantId: upperPlant.id }),
      loose: await createGateway(db, { companyId: null, plantId: loosePlant.id }),
      customers: await createGateway(db, { companyId: ids.company, customerId: ids.owner }),
      stock: await createGateway(db, {}),
    };
    const single = [
      await device(gateways.own, 'inverterString'),
      await device(gateways.own, 'meter'),
      await device(gateways.foreignOnCompany, 'inverterThreePhaseHybrid'),
      await device(gateways.companyOnForeign, 'batteryBms'),
      await device(gateways.upper, 'weatherStation'),
      await device(gateways.customers, 'inverterString'),
    ];
    // Many in one statement, across gateways, kinds and statuses.
    await db.db.execute(sql`INSERT INTO devices (gateway_id, plant_id, sn, kind, dictionary_id, status)
      SELECT g.id, g.plant_id, 'BULK' || n || '-' || left(g.id::text, 8),
        (ARRAY['inverterString', 'inverterThreePhaseHybrid', 'meter', 'batteryBms', 'weatherStation'])[1 + n % 5],
        'sofar_lsw3', (ARRAY['normal', 'fault', 'offline'])[1 + n % 3]
      FROM gateways g CROSS JOIN generate_series(1, 4) n`);
    await expectCountsTrue();

    // Statuses as the ingest writes them: one UPDATE of many rows, some unchanged.
    await setStatuses(db.db, 'devices', [
      { id: single[0]!.id, status: 'normal' },
      { id: single[2]!.id, status: 'warning' },
      { id: single[3]!.id, status: 'fault' },
      { id: single[5]!.id, status: 'offline' },
    ]);
    await db.db.execute(sql`UPDATE gateways SET status = 'normal' WHERE plant_id IS NOT NULL`);
    await db.db.execute(sql`UPDATE devices SET status = 'updating' WHERE kind = 'meter'`);
    await expectCountsTrue();

    // Plants and gateways moved between companies: their devices' counts move with them.
    await db.db.execute(sql`UPDATE plants SET company_id = ${ids.other} WHERE id = ${ownPlant.id}`);
    await db.db.execute(
      sql`UPDATE plants SET company_id = ${ids.company} WHERE id IN (${otherPlant.id}, ${loosePlant.id})`,
    );
    await db.db.execute(
      sql`UPDATE gateways SET company_id = ${ids.upper}, status = 'fault' WHERE id = ${gateways.foreignOnCompany.id}`,
    );
    await expectCountsTrue();

    // A device moved to another gateway and plant; a gateway bound to a plant with its devices.
    await db.db.execute(
      sql`UPDATE devices SET gateway_id = ${gateways.upper.id}, plant_id = ${upperPlant.id} WHERE id = ${single[1]!.id}`,
    );
    await db.db.execute(
      sql`UPDATE gateways SET plant_id = ${companyPlant.id} WHERE id = ${gateways.customers.id}`,
    );
    await db.db.execute(
      sql`UPDATE devices SET plant_id = ${companyPlant.id} WHERE gateway_id = ${gateways.customers.id}`,
    );
    await expectCountsTrue();

    // Writes that change nothing counted leave the counters alone.
    await db.db.execute(sql`UPDATE devices SET alias = 'renamed', last_seen_at = now()`);
    await db.db.execute(sql`UPDATE gateways SET rssi = -60`);
    await expectCountsTrue();

    // A company releases a gateway (back to stock, its devices off their plant).
    await createGatewaysRepository(db.db).release(gateways.companyOnForeign.id);
    await expectCountsTrue();

    // Deleted: a device; a plant (its devices and gateways lose it by the cascade); a gateway (its
    // devices go by the cascade); many devices in one statement.
    await createDeviceRepository(db.db).delete(single[4]!, () => Promise.resolve());
    await db.db.execute(sql`DELETE FROM plants WHERE id = ${companyPlant.id}`);
    await db.db.execute(sql`DELETE FROM gateways WHERE id = ${gateways.own.id}`);
    await db.db.execute(sql`DELETE FROM devices WHERE sn LIKE 'BULK1-%' OR sn LIKE 'BULK2-%'`);
    await expectCountsTrue();

    // A rolled-back change leaves the counters as they were.
    await db.db
      .transaction(async (tx) => {
        await tx.execute(sql`UPDATE devices SET status = 'fault'`);
        await tx.execute(sql`UPDATE plants SET company_id = ${ids.company}`);
        await tx.execute(sql`DELETE FROM gateways WHERE company_id = ${ids.company}`);
        tx.rollback();
      })
      .catch(() => undefined);
    await expectCountsTrue();
    // Eight rounds of every reader's counts, on a machine the other test files share.
  }, 120_000);

  /**
   * `first` runs in a transaction held open while `second` starts (on PostgreSQL, on another
   * connection: it may wait for the first's locks), then commits.
   */
  const overlapping = async (first: (tx: Database) => Promise<unknown>, second: () => Promise<unknown>) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let signalStarted = () => {};
    const started = new Promise<void>((resolve) => (signalStarted = resolve));
    const held = t.database.db.transaction(async (tx) => {
      await first(tx);
      signalStarted();
      await released;
    });
    await started;
    const next = second();
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    await Promise.all([held, next]);
  };

  // A device given a plant and gateway reads their companies while a move of either may be
  // uncommitted: it must carry the company the move commits, whichever of the two comes first.
  it.each([
    ['plant', 'move'],
    ['plant', 'device'],
    ['gateway', 'move'],
    ['gateway', 'device'],
  ])('hold when a device is added as its %s moves (%s first)', async (moving, first) => {
    const db = t.database;
    // The moving one is the company's, the other another company's: the move changes what staff see.
    const plant = await createPlant(db, { companyId: moving === 'plant' ? ids.company : ids.other });
    const gateway = await createGateway(db, {
      companyId: moving === 'gateway' ? ids.company : ids.other,
      plantId: plant.id,
    });
    const move = (tx: Database) =>
      moving === 'plant'
        ? tx.execute(sql`UPDATE plants SET company_id = ${ids.upper} WHERE id = ${plant.id}`)
        : tx.execute(sql`UPDATE gateways SET company_id = ${ids.upper} WHERE id = ${gateway.id}`);
    const add = (tx: Database) =>
      tx.execute(sql`INSERT INTO devices (gateway_id, plant_id, sn, kind, dictionary_id)
        VALUES (${gateway.id}, ${plant.id}, ${uniqueSn('RACE')}, 'meter', 'sofar_lsw3')`);
    if (first === 'move') await overlapping(move, () => add(db.db));
    else await overlapping(add, () => move(db.db));
    await expectCountsTrue();
  });

  it('count a search or one plant by its rows, for every reader', async () => {
    const db = t.database;
    const plant = await createPlant(db, {
      name: 'Needle farm',
      companyId: ids.company,
      ownerUserId: ids.owner,
    });
    const gateway = await createGateway(db, { companyId: ids.company, plantId: plant.id });
    await createDevice(db, {
      gatewayId: gateway.id,
      plantId: plant.id,
      kind: 'meter',
      dictionaryId: 'sofar_lsw3',
    });
    for (const reader of Object.keys(readers) as TReader[]) {
      const headers = readers[reader];
      const search = await data<{ total: number }>('meters?keyword=needle', headers);
      expect(search.total, `${reader}: meters by plant name`).toBe(1);
      const counts = await data<TStatusCounts>(`batteries/count?plantId=${plant.id}`, headers);
      expect(counts.all, `${reader}: batteries of the plant`).toBe(0);
      const gateways = await data<TGatewayCounts>('gateways/count?plant=needle', headers);
      expect(gateways.all, `${reader}: gateways by plant name`).toBe(1);
    }
  });
});
