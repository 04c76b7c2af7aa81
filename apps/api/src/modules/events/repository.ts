import type { TEvent, TEventCounts, TEventListQuery } from '@sunfleet/contract/events';
import type { TLang } from '@sunfleet/contract/lang';
import type { TPage } from '@sunfleet/contract/paging';
import type { Database } from '@sunfleet/db/connect';
import { and, count, desc, eq, gte, isNull, lt, or, sql, type SQL } from '@sunfleet/db/query';
import { events, gateways, plants, type TEventRow } from '@sunfleet/db/telemetry-schema';
import type { TTenancy } from '../../tenancy.ts';
import { visibleThrough } from '../devices/visibility.ts';
import { ownedOrSharedWith } from '../plants/access.ts';

/**
 * Which events a list or count covers besides the caller's tenancy: those of one device or
 * gateway (`sn`), one plant, one user's plants and gateways, a level, a state, a time window.
 */
export type TEventFilter = Partial<Omit<TEventListQuery, 'page' | 'size'>> & {
  sn?: string;
  userId?: string;
};

function toEvent(row: TEventRow, lang: TLang): TEvent {
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
  };
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
    filter.level === undefined ? undefined : eq(events.level, filter.level),
    filter.state === 'open' ? isNull(events.closedAt) : undefined,
    filter.state === 'closed' ? sql`${events.closedAt} IS NOT NULL` : undefined,
    filter.from === undefined ? undefined : gte(events.openedAt, new Date(filter.from)),
    filter.to === undefined ? undefined : lt(events.openedAt, new Date(filter.to)),
  );
}

export function createEventsRepository(db: Database) {
  return {
    /** A page of events, newest first. */
    async list(
      tenancy: TTenancy,
      query: TEventFilter & { page: number; size: number },
      lang: TLang,
    ): Promise<TPage<TEvent>> {
      const where = eventsWhere(tenancy, query);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(events)
          .where(where)
          .orderBy(desc(events.openedAt), desc(events.id))
          .limit(query.size)
          .offset((query.page - 1) * query.size),
        db.select({ total: count() }).from(events).where(where),
      ]);
      return { infos: rows.map((row) => toEvent(row, lang)), total: total?.total ?? 0 };
    },

    /** The events a list of the same filter would show: all, open, and by level. */
    async counts(tenancy: TTenancy, filter: TEventFilter): Promise<TEventCounts> {
      const countOf = (condition: SQL) => sql<number>`count(*) FILTER (WHERE ${condition})::int`;
      const [row] = await db
        .select({
          all: sql<number>`count(*)::int`,
          open: countOf(sql`${events.closedAt} IS NULL`),
          fault: countOf(sql`${events.level} = 'fault'`),
          warning: countOf(sql`${events.level} = 'warning'`),
          offline: countOf(sql`${events.level} = 'offline'`),
        })
        .from(events)
        .where(eventsWhere(tenancy, filter));
      return row ?? { all: 0, open: 0, fault: 0, warning: 0, offline: 0 };
    },
  };
}
export type EventsRepository = ReturnType<typeof createEventsRepository>;
