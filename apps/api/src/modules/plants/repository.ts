import type { TShareRole } from '@sunfleet/contract/enums';
import type { TPlantListQuery, TPlantRole, TShareUser, TStatusCounts } from '@sunfleet/contract/plants';
import type { Database } from '@sunfleet/db/connect';
import {
  and,
  asc,
  builtOnce,
  builtOncePerShape,
  containing,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  placeholderFor,
  sql,
  type SQL,
} from '@sunfleet/db/query';
import { customerProfiles } from '@sunfleet/db/customer-schema';
import {
  plantExpectedYields,
  plantListValues,
  plantShares,
  plantStatusCounts,
} from '@sunfleet/db/plant-schema';
import { companies, users } from '@sunfleet/db/schema';
import {
  deviceLatest,
  deviceRollups,
  devices,
  events,
  gateways,
  plantRollups,
  plants,
  type TGatewayRow,
  type TPlantRow,
} from '@sunfleet/db/telemetry-schema';
import { refreshPlantStatuses } from '@sunfleet/db/statuses';
import type { TTenancy } from '../../tenancy.ts';
import { pageWindow } from '../../page-window.ts';
import { isOpenAlarm } from '../events/open-alarms.ts';
import {
  callerRole,
  ownedOrSharedWith,
  placeholderTenancy,
  plantColumn,
  tenancyValues,
  visibleCountRows,
  visiblePlants,
} from './access.ts';
import { devicePvCounterKwh, lifetimePvEnergy } from './lifetime-energy.ts';

export type TPlantColumns = Omit<
  typeof plants.$inferInsert,
  'id' | 'status' | 'createdAt' | 'updatedAt' | 'companyId' | 'ownerUserId' | 'createdByUserId'
>;

/** The ILIKE pattern of a keyword: found anywhere, its wildcards taken literally. */
const keywordPattern = (keyword: string) => containing(keyword);

function matchesKeyword(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  return matchesPattern(keywordPattern(keyword));
}

const matchesPattern = (pattern: string) =>
  or(ilike(plants.name, pattern), ilike(plants.alias, pattern), ilike(plants.address, pattern));

/** Both drivers return timestamps of raw SQL differently (text or Date); this reads either. */
export const isoOrNull = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string | Date).toISOString();

/**
 * Live numbers of a plant row, read from devices' latest values and the plant's rollups (never
 * raw frames): PV power now of its devices that are not offline, today's and lifetime PV energy.
 * Lifetime energy is what the devices' lifetime counters say, or what the rollups counted when
 * that is more (a counter reset by a replaced board starts again from zero).
 */
const plantId = plantColumn(plants.id);
const timeZone = plantColumn(plants.timeZone);
const livePower = sql<number | null>`(
  SELECT sum(coalesce((l.roles->>'pvPower')::float8, (l.roles->>'acPower')::float8))
  FROM ${devices} d JOIN ${deviceLatest} l ON l.device_id = d.id
  WHERE d.plant_id = ${plantId} AND d.status <> 'offline')`;
const lastUpdate = sql<unknown>`(SELECT max(d.last_seen_at) FROM ${devices} d WHERE d.plant_id = ${plantId})`;
const energyToday = sql<number>`coalesce((
  SELECT (r.energy->>'pvEnergyTotal')::float8 FROM ${plantRollups} r
  WHERE r.plant_id = ${plantId} AND r.period = 'day'
    AND r.bucket_start = date_trunc('day', now() AT TIME ZONE ${timeZone}) AT TIME ZONE ${timeZone}), 0)`;
const observedEnergyTotal = sql`(
  SELECT sum((r.energy->>'pvEnergyTotal')::float8) FROM ${plantRollups} r
  WHERE r.plant_id = ${plantId} AND r.period = 'month')`;
const energyTotal = sql<number>`coalesce(greatest(${lifetimePvEnergy(plantId)}, ${observedEnergyTotal}), 0)`;
/**
 * The owner's name (or account) and the plant's company, for the fleet list's columns. A company
 * plant built for a customer names that customer: it is not "the company's own".
 */
const ownerName = sql<string | null>`(
  SELECT coalesce(nullif(u.nickname, ''), u.account) FROM ${users} u
  WHERE u.id = coalesce(${plantColumn(plants.ownerUserId)}, ${plantColumn(plants.customerId)}))`;
const companyName = sql<string | null>`(
  SELECT c.name FROM ${companies} c WHERE c.id = ${plantColumn(plants.companyId)})`;
/** Warnings and faults of the plant's devices and gateways not closed yet (`isOpenAlarm`). */
const openAlarms = sql<number>`(
  SELECT count(*)::int FROM ${events} e
  WHERE e.plant_id = ${plantId} AND ${isOpenAlarm(sql`e.closed_at`, sql`e.level`)})`;

/**
 * What each sort orders by. Plain columns are read from `plants`; live numbers from the rollup
 * `plant_list_values` keeps of them (refreshed each minute by `refreshListValues`), so a page is
 * found through an index without computing every plant's live numbers (docs/adr/0051).
 */
const sortKeys: Record<TPlantListQuery['sort'], SQL> = {
  createdAt: sql`${plants.createdAt}`,
  name: sql`lower(${plants.name})`,
  capacity: sql`${plants.capacityKw}`,
  power: sql`${plantListValues.power}`,
  energyToday: sql`${plantListValues.energyToday}`,
  energyTotal: sql`${plantListValues.energyTotal}`,
  lastUpdate: sql`${plantListValues.lastUpdate}`,
};
const isLiveSort = (sort: TPlantListQuery['sort']) =>
  sort === 'power' || sort === 'energyToday' || sort === 'energyTotal' || sort === 'lastUpdate';

/**
 * An order and its exact reverse: descending puts empty values last and ties by id descending, so
 * an index (key NULLS FIRST, id) read forwards gives ascending order and backwards descending.
 */
const ordered = (direction: 'asc' | 'desc', key: SQL, id: SQL) =>
  direction === 'asc'
    ? [sql`${key} ASC NULLS FIRST`, sql`${id} ASC`]
    : [sql`${key} DESC NULLS LAST`, sql`${id} DESC`];
const reverse = (direction: 'asc' | 'desc') => (direction === 'asc' ? 'desc' : 'asc');

/** Counts by status (and in all) from `count(*) … GROUP BY status` rows: of plants or of devices. */
export function countsOf(rows: { status: TPlantRow['status']; total: number }[]): TStatusCounts {
  const counts: TStatusCounts = { all: 0, normal: 0, offline: 0, warning: 0, fault: 0, updating: 0 };
  for (const row of rows) {
    counts[row.status] = row.total;
    counts.all += row.total;
  }
  return counts;
}

export function createPlantsRepository(db: Database) {
  const listColumns = (tenancy: TTenancy) => ({
    id: plants.id,
    name: plants.name,
    alias: plants.alias,
    type: plants.plantType,
    status: plants.status,
    capacity: plants.capacityKw,
    power: livePower,
    energyToday,
    energyTotal,
    lastUpdate,
    role: callerRole(tenancy),
    owner: ownerName,
    company: companyName,
    openAlarms,
    picture: plants.pictureUrl,
    address: plants.address,
    timeZone: plants.timeZone,
    createdAt: plants.createdAt,
  });

  // Every call of a plant's pages and charts checks access first.
  const accessQuery = builtOncePerShape(
    (scope: TTenancy['scope']) => scope,
    (scope) => {
      const tenancy = placeholderTenancy(scope);
      return db
        .select({ plant: plants, role: callerRole(tenancy) })
        .from(plants)
        .where(and(visiblePlants(tenancy), eq(plants.id, sql.placeholder('plantId'))));
    },
  );

  // The month and year generation charts read it with their bars.
  const expectedYieldQuery = builtOnce(
    db
      .select({ month: plantExpectedYields.month, expected: plantExpectedYields.expectedKwh })
      .from(plantExpectedYields)
      .where(eq(plantExpectedYields.plantId, sql.placeholder('plantId'))),
  );

  const statusCountsQuery = (where: SQL | undefined) =>
    db
      .select({ status: plants.status, total: sql<number>`count(*)::int` })
      .from(plants)
      .where(where)
      .groupBy(plants.status);

  /** Counts from the counters (`visibleCountRows`), built once per scope like the other queries. */
  const countedQuery = builtOncePerShape(
    (scope: TTenancy['scope']) => scope,
    (scope) => {
      const rows = visibleCountRows(placeholderTenancy(scope));
      return db
        .select({
          status: plantStatusCounts.status,
          total: sql<number>`sum(${plantStatusCounts.total})::int`,
        })
        .from(plantStatusCounts)
        .where(rows)
        .groupBy(plantStatusCounts.status);
    },
  );

  /**
   * The status counts of the plants a tenancy sees that also meet `extra`: from the counters where
   * the tenancy sees whole companies and nothing narrows them (ADR 0064), else by counting rows.
   */
  const statusCounts = async (tenancy: TTenancy, extra?: SQL) =>
    countsOf(
      extra === undefined && visibleCountRows(tenancy) !== undefined
        ? await countedQuery(tenancy.scope).execute(tenancyValues(tenancy))
        : await statusCountsQuery(and(visiblePlants(tenancy), extra)),
    );

  /** The fleet list's page and counts: their SQL differs by scope, filters and sort, not by value. */
  type TListShape = { scope: TTenancy['scope']; query: TPlantListQuery };
  const listMatching = ({ scope, query }: TListShape) =>
    and(
      visiblePlants(placeholderTenancy(scope)),
      query.keyword ? matchesPattern(placeholderFor('keyword')) : undefined,
    );
  /**
   * The page's plants are chosen first, by their sort key alone, from the end of the list nearer
   * to the page (`pageWindow`); only those rows then compute their live numbers.
   */
  type TPageShape = TListShape & { isReversed: boolean };
  const listPageQuery = builtOncePerShape(
    ({ scope, query, isReversed }: TPageShape) =>
      `${scope} ${Boolean(query.keyword)} ${query.status} ${query.sort} ${query.order} ${isReversed}`,
    (shape) => {
      const { query } = shape;
      const key = sortKeys[query.sort];
      const readOrder = shape.isReversed ? reverse(query.order) : query.order;
      const chosen = db.select({ id: plants.id, sortKey: sql`${key}`.as('sort_key') }).from(plants);
      const page = (
        isLiveSort(query.sort)
          ? chosen.innerJoin(plantListValues, eq(plantListValues.plantId, plants.id))
          : chosen
      )
        .where(and(listMatching(shape), query.status ? eq(plants.status, query.status) : undefined))
        .orderBy(...ordered(readOrder, key, sql`${plants.id}`))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .as('page');
      return db
        .select(listColumns(placeholderTenancy(shape.scope)))
        .from(plants)
        .innerJoin(page, eq(page.id, plants.id))
        .orderBy(...ordered(query.order, sql`${page.sortKey}`, sql`${plants.id}`));
    },
  );
  const listCountsQuery = builtOncePerShape(
    ({ scope, query }: TListShape) => `${scope} ${Boolean(query.keyword)}`,
    (shape) => statusCountsQuery(listMatching(shape)),
  );

  return {
    /** A page of the fleet list, and the status counts of every plant the keyword matches. */
    async list(tenancy: TTenancy, query: TPlantListQuery) {
      const values = {
        ...tenancyValues(tenancy),
        keyword: query.keyword ? keywordPattern(query.keyword) : null,
      };
      const counts = query.keyword
        ? countsOf(await listCountsQuery({ scope: tenancy.scope, query }).execute(values))
        : await statusCounts(tenancy);
      const total = query.status ? counts[query.status] : counts.all;
      const { offset, limit, isReversed } = pageWindow(total, query);
      const rows = await listPageQuery({ scope: tenancy.scope, query, isReversed }).execute({
        ...values,
        limit,
        offset,
      });
      return {
        infos: rows.map((row) => ({
          ...row,
          // Today's yield per kWp: plants of any size side by side.
          specificYield: row.capacity > 0 ? Math.round((row.energyToday / row.capacity) * 100) / 100 : null,
          lastUpdate: isoOrNull(row.lastUpdate),
          createdAt: row.createdAt.toISOString(),
        })),
        total,
        counts,
      };
    },

    /**
     * Recomputes every plant's live numbers the list sorts by, writing only those that changed:
     * the scheduled job `plants.list-values` (apps/api/src/jobs.ts).
     */
    async refreshListValues(): Promise<void> {
      await db.execute(sql`
        INSERT INTO ${plantListValues} AS v (plant_id, power, energy_today, energy_total, last_update, refreshed_at)
        SELECT ${plants.id}, ${livePower}, ${energyToday}, ${energyTotal}, ${lastUpdate}, now() FROM ${plants}
        ON CONFLICT (plant_id) DO UPDATE SET power = excluded.power, energy_today = excluded.energy_today,
          energy_total = excluded.energy_total, last_update = excluded.last_update, refreshed_at = now()
        WHERE (v.power, v.energy_today, v.energy_total, v.last_update)
          IS DISTINCT FROM (excluded.power, excluded.energy_today, excluded.energy_total, excluded.last_update)`);
    },

    /**
     * A plant's lifetime PV energy (kWh) as the fleet list counts it, and the part of it its rollups
     * saw: what the devices' counters held before monitoring began is the difference.
     */
    async energyTotals(id: string): Promise<{ total: number; monitored: number }> {
      const [row] = await db
        .select({ total: energyTotal, monitored: sql<number | null>`${observedEnergyTotal}` })
        .from(plants)
        .where(eq(plants.id, id));
      return { total: row?.total ?? 0, monitored: Number(row?.monitored ?? 0) };
    },

    statusCounts,

    /** Counts of the plants a user owns or has been shared, as far as the caller sees them. */
    userStatusCounts: (tenancy: TTenancy, userId: string) => statusCounts(tenancy, ownedOrSharedWith(userId)),

    /** Every visible plant with a position, for the map. */
    async markers(tenancy: TTenancy, filter: { status?: TPlantRow['status']; keyword?: string }) {
      const rows = await db
        .select({
          id: plants.id,
          name: plants.name,
          status: plants.status,
          latitude: plants.latitude,
          longitude: plants.longitude,
          capacity: plants.capacityKw,
          power: livePower,
        })
        .from(plants)
        .where(
          and(
            visiblePlants(tenancy),
            matchesKeyword(filter.keyword),
            filter.status ? eq(plants.status, filter.status) : undefined,
            sql`${plants.latitude} IS NOT NULL AND ${plants.longitude} IS NOT NULL`,
          ),
        )
        .orderBy(asc(plants.name));
      return rows.map((row) => ({ ...row, latitude: row.latitude ?? 0, longitude: row.longitude ?? 0 }));
    },

    /** Plants for a picker, by name. */
    options: (tenancy: TTenancy, filter: { keyword?: string; size: number }) =>
      db
        .select({ id: plants.id, name: plants.name, timeZone: plants.timeZone })
        .from(plants)
        .where(and(visiblePlants(tenancy), matchesKeyword(filter.keyword)))
        .orderBy(asc(plants.name), asc(plants.id))
        .limit(filter.size),

    /** A plant the caller sees and their role on it, or null (the caller is told it does not exist). */
    async findAccess(
      tenancy: TTenancy,
      plantId: string,
    ): Promise<{ plant: TPlantRow; role: TPlantRole } | null> {
      const [row] = await accessQuery(tenancy.scope).execute({ ...tenancyValues(tenancy), plantId });
      return row ?? null;
    },

    async ownerAccount(plant: TPlantRow): Promise<string | null> {
      if (!plant.ownerUserId) return null;
      const [row] = await db
        .select({ account: users.account })
        .from(users)
        .where(eq(users.id, plant.ownerUserId));
      return row?.account ?? null;
    },

    /** The company's customer a plant is built for, as its detail shows them. */
    async customerOf(plant: TPlantRow) {
      if (!plant.customerId) return null;
      const [row] = await db
        .select({
          id: users.id,
          account: users.account,
          name: sql<string>`coalesce(nullif(${customerProfiles.name}, ''), ${users.nickname})`,
        })
        .from(users)
        .leftJoin(customerProfiles, eq(customerProfiles.userId, users.id))
        .where(eq(users.id, plant.customerId));
      return row ?? null;
    },

    /** The plant's inverters with what their newest reading says, for the plant's operating state. */
    async invertersOf(plantId: string) {
      const rows = await db
        .select({
          kind: devices.kind,
          status: devices.status,
          dictionaryId: devices.dictionaryId,
          roles: deviceLatest.roles,
        })
        .from(devices)
        .leftJoin(deviceLatest, eq(deviceLatest.deviceId, devices.id))
        .where(and(eq(devices.plantId, plantId), sql`${devices.kind} LIKE 'inverter%'`));
      return rows.map((row) => ({ ...row, roles: row.roles ?? {} }));
    },

    gatewaysOf: (plantId: string) =>
      db
        .select({ id: gateways.id, sn: gateways.sn, status: gateways.status })
        .from(gateways)
        .where(eq(gateways.plantId, plantId))
        .orderBy(asc(gateways.sn)),

    async findGatewayBySn(sn: string): Promise<TGatewayRow | null> {
      const [row] = await db.select().from(gateways).where(eq(gateways.sn, sn));
      return row ?? null;
    },

    /**
     * Creates a plant and binds its gateway in one transaction. Null when the gateway was bound
     * elsewhere in the meantime (then nothing is stored).
     */
    async insertWithGateway(
      values: TPlantColumns & Pick<TPlantRow, 'companyId' | 'ownerUserId' | 'createdByUserId'>,
      gatewayId: string,
    ): Promise<TPlantRow | null> {
      return db
        .transaction(async (tx) => {
          const [plant] = await tx.insert(plants).values(values).returning();
          if (!plant) throw new Error('plant not inserted');
          const bound = await bindGateway(tx, gatewayId, plant);
          if (!bound) tx.rollback();
          // Devices already reporting make the plant normal now, not at their next status change.
          await refreshPlantStatuses(tx, [plant.id]);
          return plant;
        })
        .catch(rolledBackAsNull);
    },

    async update(plantId: string, values: Partial<TPlantColumns>): Promise<TPlantRow | null> {
      const [row] = await db
        .update(plants)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(plants.id, plantId))
        .returning();
      return row ?? null;
    },

    /** Binds the new gateway, then unbinds the plant's others; false when the new one got used. */
    async replaceGateway(plant: TPlantRow, gatewayId: string): Promise<boolean> {
      return db
        .transaction(async (tx) => {
          const bound = await bindGateway(tx, gatewayId, plant);
          if (!bound) tx.rollback();
          await unbindGateways(tx, and(eq(gateways.plantId, plant.id), sql`${gateways.id} <> ${gatewayId}`));
          await refreshPlantStatuses(tx, [plant.id]);
          return true;
        })
        .catch(rolledBackAsNull)
        .then((done) => done === true);
    },

    /** Unbinds a gateway from its plant (its devices leave the plant too); false when it was not bound. */
    async unbindGateway(gatewayId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const plantIds = await unbindGateways(
          tx,
          and(eq(gateways.id, gatewayId), isNotNull(gateways.plantId)),
        );
        if (plantIds.length > 0) await refreshPlantStatuses(tx, plantIds);
        return plantIds.length > 0;
      });
    },

    /**
     * Deletes a plant and everything recorded about it (events, rollups, shares, expected yield);
     * its gateways and devices stay, unbound, so they can serve another plant.
     */
    async delete(plantId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(events).where(eq(events.plantId, plantId));
        await tx.delete(deviceRollups).where(eq(deviceRollups.plantId, plantId));
        await tx.update(devices).set({ plantId: null }).where(eq(devices.plantId, plantId));
        await tx
          .update(gateways)
          .set({ plantId: null, customerId: null, updatedAt: new Date() })
          .where(eq(gateways.plantId, plantId));
        await tx.delete(plants).where(eq(plants.id, plantId));
      });
    },

    async shareUsers(plantId: string): Promise<TShareUser[]> {
      const rows = await db
        .select({
          userId: users.id,
          account: users.account,
          nickname: users.nickname,
          role: plantShares.role,
          sharedAt: plantShares.createdAt,
        })
        .from(plantShares)
        .innerJoin(users, eq(users.id, plantShares.userId))
        .where(eq(plantShares.plantId, plantId))
        .orderBy(asc(plantShares.createdAt), asc(users.account));
      return rows.map((row) => ({ ...row, sharedAt: row.sharedAt.toISOString() }));
    },

    async share(plantId: string, userId: string, role: TShareRole): Promise<void> {
      await db
        .insert(plantShares)
        .values({ plantId, userId, role })
        .onConflictDoUpdate({ target: [plantShares.plantId, plantShares.userId], set: { role } });
    },

    async cancelShare(plantId: string, userId: string): Promise<void> {
      await db
        .delete(plantShares)
        .where(and(eq(plantShares.plantId, plantId), eq(plantShares.userId, userId)));
    },

    /** The receiver becomes the owner; shares end (the new owner decides whom to share with). */
    async transfer(plant: TPlantRow, receiver: { id: string; companyId: string | null }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(plants)
          .set({
            ownerUserId: receiver.id,
            companyId: plant.companyId ?? receiver.companyId,
            updatedAt: new Date(),
          })
          .where(eq(plants.id, plant.id));
        await tx.delete(plantShares).where(eq(plantShares.plantId, plant.id));
        await tx
          .update(gateways)
          .set({ customerId: receiver.id, updatedAt: new Date() })
          .where(eq(gateways.plantId, plant.id));
      });
    },

    /** Replaces a plant's expected monthly yield in one statement set. */
    async replaceExpectedYield(
      plantId: string,
      source: 'pvsyst' | 'forecast',
      months: { month: number; expected: number }[],
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(plantExpectedYields).where(eq(plantExpectedYields.plantId, plantId));
        await tx
          .insert(plantExpectedYields)
          .values(months.map(({ month, expected }) => ({ plantId, month, expectedKwh: expected, source })));
      });
    },

    /** Expected yield by calendar month (1–12). */
    async expectedYield(plantId: string): Promise<Map<number, number>> {
      const rows = await expectedYieldQuery.execute({ plantId });
      return new Map(rows.map((row) => [row.month, row.expected]));
    },
  };
}
export type PlantsRepository = ReturnType<typeof createPlantsRepository>;

type TTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Unbinds the gateways meeting `condition` from their plants (and their devices, and the customer
 * the plant gave them); the plants they served, for their statuses to be refreshed.
 */
async function unbindGateways(tx: TTransaction, condition: SQL | undefined): Promise<string[]> {
  const before = await tx
    .select({ id: gateways.id, plantId: gateways.plantId })
    .from(gateways)
    .where(condition)
    .for('update');
  if (before.length === 0) return [];
  const ids = before.map((row) => row.id);
  // What the leaving devices counted stays the plant's: its lifetime total must not fall.
  await tx.execute(sql`
    INSERT INTO plant_retired_energy (plant_id, device_id, energy_kwh)
    SELECT d.plant_id, d.id, ${devicePvCounterKwh()} FROM ${devices} d
    WHERE d.gateway_id = ANY(${`{${ids.join(',')}}`}::uuid[]) AND d.plant_id IS NOT NULL
      AND ${devicePvCounterKwh()} IS NOT NULL
    ON CONFLICT (plant_id, device_id) DO UPDATE SET energy_kwh = excluded.energy_kwh, retired_at = now()`);
  await tx
    .update(gateways)
    .set({ plantId: null, customerId: null, updatedAt: new Date() })
    .where(inArray(gateways.id, ids));
  await tx.update(devices).set({ plantId: null }).where(inArray(devices.gatewayId, ids));
  return [...new Set(before.flatMap((row) => (row.plantId ? [row.plantId] : [])))];
}

/**
 * Points a free gateway and its devices at a plant; false when the gateway is already used. A
 * gateway may have been uploading before it was bound (the demo's spare one is): what its devices
 * recorded without a plant becomes the plant's, because ingest merges later readings into a stored
 * bucket (keyed by device, period and start) without changing its plant — the plant's current
 * buckets would otherwise miss them.
 */
async function bindGateway(tx: TTransaction, gatewayId: string, plant: TPlantRow): Promise<boolean> {
  const [bound] = await tx
    .update(gateways)
    .set({
      plantId: plant.id,
      customerId: plant.ownerUserId,
      companyId: sql`coalesce(${gateways.companyId}, ${plant.companyId})`,
      updatedAt: new Date(),
    })
    .where(and(eq(gateways.id, gatewayId), isNull(gateways.plantId)))
    .returning({ id: gateways.id });
  if (!bound) return false;
  const boundDevices = await tx
    .update(devices)
    .set({ plantId: plant.id })
    .where(eq(devices.gatewayId, gatewayId))
    .returning({ id: devices.id });
  if (boundDevices.length === 0) return true;
  const boundIds = `{${boundDevices.map((device) => device.id).join(',')}}`;
  // A device back in the plant counts live again (its counter went on from where it was retired).
  await tx.execute(
    sql`DELETE FROM plant_retired_energy WHERE plant_id = ${plant.id} AND device_id = ANY(${boundIds}::uuid[])`,
  );
  await tx
    .update(deviceRollups)
    .set({ plantId: plant.id })
    .where(
      and(
        inArray(
          deviceRollups.deviceId,
          boundDevices.map((device) => device.id),
        ),
        isNull(deviceRollups.plantId),
      ),
    );
  return true;
}

/** A transaction ended by `tx.rollback()` answers null; real failures go on up. */
function rolledBackAsNull(error: unknown): null {
  if (error instanceof Error && error.name === 'TransactionRollbackError') return null;
  throw error;
}
