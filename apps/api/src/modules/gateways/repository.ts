import {
  signalBars,
  type TGateway,
  type TGatewayCounts,
  type TGatewayListQuery,
  type TGatewayUpload,
} from '@sunfleet/contract/gateways';
import type { TPage } from '@sunfleet/contract/paging';
import type { Database } from '@sunfleet/db/connect';
import { gatewaySignal } from '@sunfleet/db/gateway-schema';
import {
  and,
  asc,
  builtOncePerShape,
  containing,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  placeholderFor,
  sql,
  type SQL,
} from '@sunfleet/db/query';
import { companies, users } from '@sunfleet/db/schema';
import {
  communicationLogs,
  deviceRollups,
  devices,
  gatewayCounts,
  gateways,
  plants,
  rawFrames,
} from '@sunfleet/db/telemetry-schema';
import { decodeFrame, type TFrameBlock } from '@sunfleet/protocols/codec';
import { findShippedDictionary } from '@sunfleet/protocols/dictionaries/catalog';
import { ZDeviceStatus } from '@sunfleet/contract/enums';
import { deviceAbilities, type TDeviceRelation } from '@sunfleet/contract/abilities';
import type { TTenancy } from '../../tenancy.ts';
import { pageWindow } from '../../page-window.ts';
import { deviceRelation } from '../devices/access-repository.ts';
import { visibleCounterRows, visibleThrough } from '../devices/visibility.ts';
import { placeholderTenancy, tenancyValues } from '../plants/access.ts';
import { countsOf, isoOrNull } from '../plants/repository.ts';

/** The gateways a caller sees: of the plants they see, and those assigned to their company or to them. */
export const visibleGateways = (tenancy: TTenancy) => visibleThrough(tenancy, gateways.plantId, gateways.id);

/** The list's filters besides status (counts are by status within them). */
const filtersOf = (query: Partial<TGatewayListQuery>): (SQL | undefined)[] => [
  query.binding === 'bound' ? isNotNull(gateways.plantId) : undefined,
  query.binding === 'unbound' ? isNull(gateways.plantId) : undefined,
  ...narrowingFiltersOf(query),
];

/** The filters the counters do not key (all but status and binding): counts within them count rows. */
function narrowingFiltersOf(query: Partial<TGatewayListQuery>): (SQL | undefined)[] {
  const keyword = query.keyword ? containing(query.keyword) : undefined;
  return [
    query.plant ? ilike(plants.name, containing(query.plant)) : undefined,
    query.customerId ? eq(gateways.customerId, query.customerId) : undefined,
    query.protocol ? eq(gateways.protocol, query.protocol) : undefined,
    keyword
      ? or(
          ilike(gateways.sn, keyword),
          ilike(gateways.model, keyword),
          ilike(companies.name, keyword),
          ilike(plants.name, keyword),
        )
      : undefined,
  ];
}

const customerName = sql<
  string | null
>`(SELECT coalesce(nullif(u.nickname, ''), u.account) FROM ${users} u WHERE u.id = ${gateways.customerId})`;
const deviceCount = sql<number>`(SELECT count(*)::int FROM ${devices} d WHERE d.gateway_id = ${gateways.id})`;

const columns = {
  id: gateways.id,
  sn: gateways.sn,
  status: gateways.status,
  locked: gateways.locked,
  plantId: gateways.plantId,
  plantName: plants.name,
  plantTimeZone: plants.timeZone,
  customerId: gateways.customerId,
  customerName,
  companyId: gateways.companyId,
  companyName: companies.name,
  protocol: gateways.protocol,
  communicationType: gateways.communicationType,
  model: gateways.model,
  hardwareVersion: gateways.hardwareVersion,
  softwareVersion: gateways.softwareVersion,
  rssi: gateways.rssi,
  lastSeenAt: gateways.lastSeenAt,
  importedAt: gateways.importedAt,
  createdAt: gateways.createdAt,
  devices: deviceCount,
};

type TRow = {
  id: string;
  sn: string;
  status: TGateway['status'];
  locked: boolean;
  plantId: string | null;
  plantName: string | null;
  plantTimeZone: string | null;
  customerId: string | null;
  customerName: string | null;
  companyId: string | null;
  companyName: string | null;
  protocol: string;
  communicationType: TGateway['communicationType'];
  model: string | null;
  hardwareVersion: string | null;
  softwareVersion: string | null;
  rssi: number | null;
  lastSeenAt: Date | null;
  importedAt: Date | null;
  createdAt: Date;
  devices: number;
  relation: TDeviceRelation;
};

function toGateway({ lastSeenAt, importedAt, createdAt, relation, ...row }: TRow): TGateway {
  return {
    ...row,
    abilities: deviceAbilities(relation),
    binding: row.plantId ? 'bound' : 'unbound',
    signalBars: signalBars(row.rssi, row.status),
    lastOnline: isoOrNull(lastSeenAt),
    importedAt: isoOrNull(importedAt),
    createdAt: new Date(createdAt).toISOString(),
  };
}

/** Upload rows of the detail page: the newest raw frames and refusals of a gateway. */
const uploadLimit = 20;

/** Newest first, then by SN. */
const listOrder = [desc(gateways.createdAt), asc(gateways.sn)];

export function createGatewaysRepository(db: Database) {
  /** Counts from the counters (`visibleCounterRows`, ADR 0064), built once per scope and binding. */
  type TCounterShape = { scope: TTenancy['scope']; binding: TGatewayListQuery['binding'] };
  const counterQuery = builtOncePerShape(
    ({ scope, binding }: TCounterShape) => `${scope} ${binding}`,
    ({ scope, binding }) =>
      db
        .select({
          status: gatewayCounts.status,
          total: sql<number>`sum(${gatewayCounts.total})::int`,
          bound: sql<number>`coalesce(sum(${gatewayCounts.total}) FILTER (WHERE ${gatewayCounts.bound}), 0)::int`,
        })
        .from(gatewayCounts)
        .where(
          and(
            visibleCounterRows(
              placeholderTenancy(scope),
              gatewayCounts.plantCompanyKey,
              gatewayCounts.companyKey,
            ),
            binding === undefined ? undefined : eq(gatewayCounts.bound, placeholderFor<boolean>('bound')),
          ),
        )
        .groupBy(gatewayCounts.status),
  );

  /**
   * The gateways the caller sees within the filters, by status, and how many of them are bound:
   * from the counters where the caller sees whole companies and only binding filters them, else by
   * counting rows.
   */
  const countedByStatus = async (tenancy: TTenancy, query: Partial<TGatewayListQuery>) =>
    narrowingFiltersOf(query).every((filter) => filter === undefined) &&
    visibleCounterRows(tenancy, gatewayCounts.plantCompanyKey, gatewayCounts.companyKey) !== undefined
      ? counterQuery({ scope: tenancy.scope, binding: query.binding }).execute({
          ...tenancyValues(tenancy),
          bound: query.binding === 'bound',
        })
      : db
          .select({
            status: gateways.status,
            total: sql<number>`count(*)::int`,
            bound: sql<number>`count(${gateways.plantId})::int`,
          })
          .from(gateways)
          .leftJoin(plants, eq(plants.id, gateways.plantId))
          .leftJoin(companies, eq(companies.id, gateways.companyId))
          .where(and(visibleGateways(tenancy), ...filtersOf(query)))
          .groupBy(gateways.status);

  const joined = (tenancy: TTenancy) =>
    db
      .select({ ...columns, relation: deviceRelation(tenancy) })
      .from(gateways)
      .leftJoin(plants, eq(plants.id, gateways.plantId))
      .leftJoin(companies, eq(companies.id, gateways.companyId));

  return {
    /** A page of the gateways the caller sees, with the counts of the same filters by status. */
    async list(
      tenancy: TTenancy,
      query: TGatewayListQuery,
    ): Promise<TPage<TGateway> & { counts: TGatewayCounts }> {
      const filters = and(visibleGateways(tenancy), ...filtersOf(query));
      const where = and(filters, query.status ? eq(gateways.status, query.status) : undefined);
      const counts = await this.counts(tenancy, query);
      const total = query.status ? counts[query.status] : counts.all;
      const { offset, limit, isReversed } = pageWindow(total, query);
      // The page's gateways are chosen by their order's index alone; only they are joined and shaped.
      const ids = await db
        .select({ id: gateways.id })
        .from(gateways)
        .leftJoin(plants, eq(plants.id, gateways.plantId))
        .leftJoin(companies, eq(companies.id, gateways.companyId))
        .where(where)
        .orderBy(...(isReversed ? [asc(gateways.createdAt), desc(gateways.sn)] : listOrder))
        .limit(limit)
        .offset(offset);
      if (ids.length === 0) return { infos: [], total, counts };
      const rows = await joined(tenancy)
        .where(
          inArray(
            gateways.id,
            ids.map((row) => row.id),
          ),
        )
        .orderBy(...listOrder);
      return { infos: (rows as TRow[]).map(toGateway), total, counts };
    },

    /** Every gateway of the filters, for the download (at most `limit`). */
    async all(tenancy: TTenancy, query: Partial<TGatewayListQuery>, limit: number): Promise<TGateway[]> {
      const where = and(
        visibleGateways(tenancy),
        ...filtersOf(query),
        query.status ? eq(gateways.status, query.status) : undefined,
      );
      const rows = await joined(tenancy)
        .where(where)
        .orderBy(...listOrder)
        .limit(limit);
      return (rows as TRow[]).map(toGateway);
    },

    /** By status and binding, within the filters (but status). */
    async counts(tenancy: TTenancy, query: Partial<TGatewayListQuery>): Promise<TGatewayCounts> {
      const rows = await countedByStatus(tenancy, query);
      const byStatus = countsOf(
        rows.map((row) => ({ status: ZDeviceStatus.parse(row.status), total: row.total })),
      );
      const bound = rows.reduce((sum, row) => sum + row.bound, 0);
      return { ...byStatus, bound, unbound: byStatus.all - bound };
    },

    /** A gateway the caller sees, by id. */
    async findVisible(tenancy: TTenancy, id: string): Promise<TGateway | undefined> {
      const [row] = await joined(tenancy).where(and(eq(gateways.id, id), visibleGateways(tenancy)));
      return row ? toGateway(row) : undefined;
    },

    /** A gateway the caller sees, by SN. */
    async findVisibleBySn(tenancy: TTenancy, sn: string): Promise<TGateway | undefined> {
      const [row] = await joined(tenancy).where(and(eq(gateways.sn, sn), visibleGateways(tenancy)));
      return row ? toGateway(row) : undefined;
    },

    /** Any gateway by SN, with its key hash (import and registration checks). */
    async findBySn(sn: string) {
      const [row] = await db.select().from(gateways).where(eq(gateways.sn, sn));
      return row;
    },

    /** The SNs of `sns` that exist. */
    async existing(sns: string[]): Promise<Set<string>> {
      if (sns.length === 0) return new Set();
      const rows = await db
        .select({ sn: gateways.sn })
        .from(gateways)
        .where(sql`${gateways.sn} = ANY(${sql.param(sns)}::text[])`);
      return new Set(rows.map((row) => row.sn));
    },

    /** Gives a free gateway to a company (and a customer); false when it got used meanwhile. */
    async assign(id: string, companyId: string, customerId: string | null): Promise<boolean> {
      const rows = await db
        .update(gateways)
        .set({ companyId, customerId, importedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(gateways.id, id), isNull(gateways.companyId), isNull(gateways.plantId)))
        .returning({ id: gateways.id });
      return rows.length > 0;
    },

    /** Registers gateways before they ship; the SNs that already existed are left as they are. */
    async register(
      rows: { sn: string; keyHash: string; model: string | null; hardwareVersion: string | null }[],
    ): Promise<Set<string>> {
      if (rows.length === 0) return new Set();
      const created = await db
        .insert(gateways)
        .values(rows)
        .onConflictDoNothing({ target: gateways.sn })
        .returning({ sn: gateways.sn });
      return new Set(created.map((row) => row.sn));
    },

    /**
     * A company's delete: the gateway leaves the company (and its customer and plant) and goes
     * back to the platform's stock, its devices with it; what it recorded stays with the devices.
     */
    async release(id: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(gateways)
          .set({ companyId: null, customerId: null, plantId: null, importedAt: null, updatedAt: new Date() })
          .where(eq(gateways.id, id));
        await tx.update(devices).set({ plantId: null }).where(eq(devices.gatewayId, id));
      });
    },

    /**
     * The platform's delete: the gateway and its devices' records are gone, its raw frames too
     * (kept by SN without a reference, so the cascade does not reach them).
     */
    async remove(id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [removed] = await tx.delete(gateways).where(eq(gateways.id, id)).returning({ sn: gateways.sn });
        if (removed) await tx.delete(rawFrames).where(eq(rawFrames.gatewaySn, removed.sn));
      });
    },

    /** Customers of a company (for import and the customer filter). */
    async customersOf(companyId: string | null) {
      const rows = await db
        .select({ id: users.id, nickname: users.nickname, account: users.account })
        .from(users)
        .where(and(eq(users.kind, 'customer'), companyId ? eq(users.companyId, companyId) : undefined))
        .orderBy(asc(users.nickname), asc(users.account))
        .limit(1000);
      return rows.map((row) => ({ id: row.id, name: row.nickname || row.account, account: row.account }));
    },

    /** Whether a customer belongs to a company. */
    async isCustomerOf(customerId: string, companyId: string | null): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.id, customerId),
            eq(users.kind, 'customer'),
            companyId ? eq(users.companyId, companyId) : undefined,
          ),
        );
      return row !== undefined;
    },

    async devicesOf(gatewayId: string) {
      const rows = await db
        .select({
          sn: devices.sn,
          kind: devices.kind,
          dictionaryId: devices.dictionaryId,
          alias: devices.alias,
          status: devices.status,
          lastSeen: devices.lastSeenAt,
        })
        .from(devices)
        .where(eq(devices.gatewayId, gatewayId))
        .orderBy(asc(devices.sn));
      return rows.map((row) => ({ ...row, lastSeen: isoOrNull(row.lastSeen) }));
    },

    /** The protocol dictionary of each device behind a gateway. */
    async dictionariesOf(gatewaySn: string) {
      return db
        .select({ sn: devices.sn, dictionaryId: devices.dictionaryId })
        .from(devices)
        .innerJoin(gateways, eq(gateways.id, devices.gatewayId))
        .where(eq(gateways.sn, gatewaySn));
    },

    /**
     * The newest uploads (decoded with a shipped dictionary when the device has one) and refusals
     * (communication-log entries but `status` and `reply`, which note what the gateway did, and
     * `upload`, a healthy upload's counts: its frames are the rows already, and it refused nothing).
     */
    async uploads(gatewaySn: string): Promise<TGatewayUpload[]> {
      const [frames, refusals, dictionaries] = await Promise.all([
        db
          .select({
            at: rawFrames.readAt,
            deviceSn: rawFrames.deviceSn,
            blocks: rawFrames.blocks,
          })
          .from(rawFrames)
          .where(eq(rawFrames.gatewaySn, gatewaySn))
          .orderBy(desc(rawFrames.receivedAt))
          .limit(uploadLimit),
        db
          .select({
            at: communicationLogs.loggedAt,
            deviceSn: communicationLogs.deviceSn,
            kind: communicationLogs.kind,
            detail: communicationLogs.detail,
          })
          .from(communicationLogs)
          .where(
            and(
              eq(communicationLogs.gatewaySn, gatewaySn),
              sql`${communicationLogs.kind} NOT IN ('status', 'reply', 'upload')`,
            ),
          )
          .orderBy(desc(communicationLogs.loggedAt))
          .limit(uploadLimit),
        this.dictionariesOf(gatewaySn),
      ]);
      const dictionaryOf = new Map(
        dictionaries.map((row) => [row.sn, findShippedDictionary(row.dictionaryId)]),
      );
      const uploads: TGatewayUpload[] = frames.map((frame) => {
        const blocks = frame.blocks as TFrameBlock[];
        const dictionary = dictionaryOf.get(frame.deviceSn);
        let values: TGatewayUpload['values'] = [];
        let detail = '';
        if (dictionary) {
          try {
            values = decodeFrame(dictionary, blocks).values.map(({ key, value, unit }) => ({
              key,
              value,
              unit,
            }));
          } catch (error) {
            detail = error instanceof Error ? error.message : String(error);
          }
        }
        return {
          at: new Date(frame.at).toISOString(),
          deviceSn: frame.deviceSn,
          kind: 'frame',
          registers: blocks.reduce((sum, block) => sum + (block.words?.length ?? 0), 0),
          bytes: JSON.stringify(frame.blocks).length,
          values,
          detail,
        };
      });
      for (const refusal of refusals) {
        uploads.push({
          at: new Date(refusal.at).toISOString(),
          deviceSn: refusal.deviceSn,
          kind: 'refusal',
          registers: 0,
          bytes: 0,
          values: [],
          detail: refusal.detail ? `${refusal.kind}: ${refusal.detail}` : refusal.kind,
        });
      }
      return uploads.sort((a, b) => b.at.localeCompare(a.at)).slice(0, uploadLimit);
    },

    /** RSSI samples since `since`, oldest first. */
    async signal(gatewayId: string, since: Date) {
      const rows = await db
        .select({ at: gatewaySignal.sampledAt, rssi: gatewaySignal.rssi })
        .from(gatewaySignal)
        .where(and(eq(gatewaySignal.gatewayId, gatewayId), gte(gatewaySignal.sampledAt, since)))
        .orderBy(asc(gatewaySignal.sampledAt));
      return rows.map((row) => ({ at: row.at.toISOString(), rssi: row.rssi }));
    },

    /** 5-minute averages of every value of a gateway's devices over a period. */
    async readings(gatewayId: string, from: Date, to: Date) {
      const rows = await db
        .select({
          at: deviceRollups.bucketStart,
          deviceSn: devices.sn,
          stats: deviceRollups.valueStats,
        })
        .from(deviceRollups)
        .innerJoin(devices, eq(devices.id, deviceRollups.deviceId))
        .where(
          and(
            eq(devices.gatewayId, gatewayId),
            eq(deviceRollups.period, '5m'),
            gte(deviceRollups.bucketStart, from),
            lt(deviceRollups.bucketStart, to),
          ),
        )
        .orderBy(asc(deviceRollups.bucketStart), asc(devices.sn))
        .limit(50_000);
      return rows.map((row) => ({ at: row.at.toISOString(), deviceSn: row.deviceSn, stats: row.stats }));
    },
  };
}
export type GatewaysRepository = ReturnType<typeof createGatewaysRepository>;
