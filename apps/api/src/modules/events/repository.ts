import { deviceAbilities, type TDeviceRelation } from '@sunfleet/contract/abilities';
import type { TBatteryEventSummary } from '@sunfleet/contract/batteries';
import type { TEvent, TEventCounts, TEventListQuery, TEventSource } from '@sunfleet/contract/events';
import type { TLang } from '@sunfleet/contract/lang';
import type { TPage } from '@sunfleet/contract/paging';
import type { Database } from '@sunfleet/db/connect';
import {
  and,
  containing,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from '@sunfleet/db/query';
import { users } from '@sunfleet/db/schema';
import { devices, events, gateways, plants, type TEventRow } from '@sunfleet/db/telemetry-schema';
import type { TTenancy } from '../../tenancy.ts';
import { deviceRelation } from '../devices/access-repository.ts';
import { visibleThrough } from '../devices/visibility.ts';
import { ownedOrSharedWith } from '../plants/access.ts';
import { isOpenAlarm } from './open-alarms.ts';

/**
 * Which events a list or count covers besides the caller's tenancy: those of one device or
 * gateway (`sn`), one plant, one user's plants and gateways, a level, a state, a time window.
 */
export type TEventFilter = Partial<Omit<TEventListQuery, 'page' | 'size'>> & {
  sn?: string;
  userId?: string;
  /** Events of a gateway and of the devices behind it. */
  gatewayId?: string;
};

/** An event row with what the lists show of its source, plant and acknowledgement. */
type TEventListRow = TEventRow & {
  sourceKind: string | null;
  sourceAlias: string | null;
  plantName: string | null;
  plantTimeZone: string | null;
  acknowledgedByAccount: string | null;
  relation: TDeviceRelation;
};

function toEvent(row: TEventListRow, lang: TLang): TEvent {
  return {
    id: row.id,
    sn: row.sourceSn,
    plantId: row.plantId,
    code: row.code,
    name: row.name[lang] ?? row.name.en,
    level: row.level,
    openedAt: row.openedAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    durationSeconds: row.durationSeconds,
    sourceKind: row.sourceKind ?? 'gateway',
    sourceAlias: row.sourceAlias ?? '',
    plantName: row.plantName,
    plantTimeZone: row.plantTimeZone,
    acknowledgement: row.acknowledgedAt
      ? {
          at: row.acknowledgedAt.toISOString(),
          by: row.acknowledgedByAccount ?? '',
          comment: row.acknowledgementComment ?? '',
        }
      : null,
    abilities: deviceAbilities(row.relation),
  };
}

/** The devices of a family of event sources; a gateway's events name no device. */
function ofSource(source: TEventSource): SQL {
  const kindIs = (condition: SQL) =>
    sql`${events.deviceId} IN (SELECT ${devices.id} FROM ${devices} WHERE ${condition})`;
  switch (source) {
    case 'inverter':
      return kindIs(sql`${devices.kind} LIKE 'inverter%'`);
    case 'meter':
      return kindIs(sql`${devices.kind} = 'meter'`);
    case 'battery':
      return kindIs(sql`${devices.kind} = 'batteryBms'`);
    case 'weatherStation':
      return kindIs(sql`${devices.kind} = 'weatherStation'`);
    case 'gateway':
      return isNull(events.deviceId);
  }
}

/** Events of a gateway and of the devices behind it. */
const ofGateway = (gatewayId: string) =>
  or(
    eq(events.gatewayId, gatewayId),
    sql`${events.deviceId} IN (SELECT ${devices.id} FROM ${devices} WHERE ${devices.gatewayId} = ${gatewayId})`,
  );

/** Events whose source's SN or alias holds `search`. */
function ofSearch(search: string): SQL {
  const pattern = containing(search);
  return or(
    sql`${events.sourceSn} ILIKE ${pattern}`,
    sql`${events.deviceId} IN (SELECT ${devices.id} FROM ${devices} WHERE ${devices.alias} ILIKE ${pattern})`,
  ) as SQL;
}

/** The events of a user: of the plants they own or are shared, and of the gateways assigned to them. */
const eventsOfUser = (userId: string) =>
  or(
    sql`${events.plantId} IN (SELECT ${plants.id} FROM ${plants} WHERE ${ownedOrSharedWith(userId)})`,
    sql`${events.gatewayId} IN (SELECT ${gateways.id} FROM ${gateways} WHERE ${gateways.customerId} = ${userId})`,
  );

/**
 * The one WHERE clause of every event list and count: the caller sees an event when they see its
 * plant or its gateway (`visibleThrough`), so a count never disagrees with the list it counts.
 */
function eventsWhere(tenancy: TTenancy, filter: TEventFilter): SQL | undefined {
  return and(
    visibleThrough(tenancy, events.plantId, events.gatewayId),
    filter.sn === undefined ? undefined : eq(events.sourceSn, filter.sn),
    filter.plantId === undefined ? undefined : eq(events.plantId, filter.plantId),
    filter.userId === undefined ? undefined : eventsOfUser(filter.userId),
    filter.gatewayId === undefined ? undefined : ofGateway(filter.gatewayId),
    filter.level === undefined ? undefined : eq(events.level, filter.level),
    filter.state === 'open' ? isNull(events.closedAt) : undefined,
    filter.state === 'closed' ? sql`${events.closedAt} IS NOT NULL` : undefined,
    filter.from === undefined ? undefined : gte(events.openedAt, new Date(filter.from)),
    filter.to === undefined ? undefined : lt(events.openedAt, new Date(filter.to)),
    filter.source === undefined ? undefined : ofSource(filter.source),
    filter.search ? ofSearch(filter.search) : undefined,
    filter.acknowledged === 'yes' ? sql`${events.acknowledgedAt} IS NOT NULL` : undefined,
    filter.acknowledged === 'no' ? isNull(events.acknowledgedAt) : undefined,
  );
}

export function createEventsRepository(db: Database) {
  /** Events of `where`, newest first, with their source, plant and acknowledgement. */
  const listed = (tenancy: TTenancy, where: SQL | undefined) =>
    db
      .select({
        ...getTableColumns(events),
        sourceKind: devices.kind,
        sourceAlias: devices.alias,
        plantName: plants.name,
        plantTimeZone: plants.timeZone,
        acknowledgedByAccount: users.account,
        relation: deviceRelation(tenancy),
      })
      .from(events)
      .leftJoin(devices, eq(devices.id, events.deviceId))
      .leftJoin(plants, eq(plants.id, events.plantId))
      .leftJoin(users, eq(users.id, events.acknowledgedBy))
      .where(where)
      .orderBy(desc(events.openedAt), desc(events.id));

  return {
    /** A page of events, newest first. */
    async list(
      tenancy: TTenancy,
      query: TEventFilter & { page: number; size: number },
      lang: TLang,
    ): Promise<TPage<TEvent>> {
      const where = eventsWhere(tenancy, query);
      const [rows, [total]] = await Promise.all([
        listed(tenancy, where)
          .limit(query.size)
          .offset((query.page - 1) * query.size),
        db.select({ total: count() }).from(events).where(where),
      ]);
      return { infos: rows.map((row) => toEvent(row, lang)), total: total?.total ?? 0 };
    },

    /** Up to `limit` events of a filter, newest first (the downloads). */
    async all(tenancy: TTenancy, filter: TEventFilter, lang: TLang, limit: number): Promise<TEvent[]> {
      const rows = await listed(tenancy, eventsWhere(tenancy, filter)).limit(limit);
      return rows.map((row) => toEvent(row, lang));
    },

    /** An event the caller sees, with the plant it belongs to. */
    async find(tenancy: TTenancy, id: string): Promise<{ id: string; plantId: string | null } | undefined> {
      const [row] = await db
        .select({ id: events.id, plantId: events.plantId })
        .from(events)
        .where(and(eq(events.id, id), eventsWhere(tenancy, {})));
      return row;
    },

    /** Records who acknowledged an event, when, and why; a later acknowledgement replaces it. */
    async acknowledge(id: string, userId: string, comment: string): Promise<void> {
      await db
        .update(events)
        .set({ acknowledgedAt: new Date(), acknowledgedBy: userId, acknowledgementComment: comment })
        .where(eq(events.id, id));
    },

    /** Each battery the caller sees with its events opened in [from, to), most events first. */
    async batterySummary(
      tenancy: TTenancy,
      filter: { plantId?: string; from: Date; to: Date },
    ): Promise<TBatteryEventSummary[]> {
      const countOf = (condition: SQL) => sql<number>`count(*) FILTER (WHERE ${condition})::int`;
      const rows = await db
        .select({
          sn: devices.sn,
          alias: devices.alias,
          plantName: plants.name,
          total: sql<number>`count(*)::int`,
          open: countOf(sql`${events.closedAt} IS NULL`),
          openAlarms: countOf(isOpenAlarm(sql`${events.closedAt}`, sql`${events.level}`)),
          fault: countOf(sql`${events.level} = 'fault'`),
          warning: countOf(sql`${events.level} = 'warning'`),
          offline: countOf(sql`${events.level} = 'offline'`),
          lastOpenedAt: sql<string | null>`max(${events.openedAt})`,
        })
        .from(events)
        .innerJoin(devices, eq(devices.id, events.deviceId))
        .leftJoin(plants, eq(plants.id, events.plantId))
        .where(
          and(
            eventsWhere(tenancy, { source: 'battery', plantId: filter.plantId }),
            gte(events.openedAt, filter.from),
            lt(events.openedAt, filter.to),
          ),
        )
        .groupBy(devices.sn, devices.alias, plants.name)
        .orderBy(sql`count(*) DESC`, devices.sn);
      return rows.map((row) => ({
        ...row,
        lastOpenedAt: row.lastOpenedAt === null ? null : new Date(row.lastOpenedAt).toISOString(),
      }));
    },

    /** The events a list of the same filter would show: all, open, open alarms, and all by level. */
    async counts(tenancy: TTenancy, filter: TEventFilter): Promise<TEventCounts> {
      const countOf = (condition: SQL) => sql<number>`count(*) FILTER (WHERE ${condition})::int`;
      const [row] = await db
        .select({
          all: sql<number>`count(*)::int`,
          open: countOf(sql`${events.closedAt} IS NULL`),
          openAlarms: countOf(isOpenAlarm(sql`${events.closedAt}`, sql`${events.level}`)),
          fault: countOf(sql`${events.level} = 'fault'`),
          warning: countOf(sql`${events.level} = 'warning'`),
          offline: countOf(sql`${events.level} = 'offline'`),
        })
        .from(events)
        .where(eventsWhere(tenancy, filter));
      return row ?? { all: 0, open: 0, openAlarms: 0, fault: 0, warning: 0, offline: 0 };
    },
  };
}
export type EventsRepository = ReturnType<typeof createEventsRepository>;
