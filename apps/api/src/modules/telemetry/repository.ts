import type { TLang } from '@sunfleet/contract/lang';
import type { TPage } from '@sunfleet/contract/paging';
import type { TEvent, TEventListQuery } from '@sunfleet/contract/events';
import type { TLatestValues } from '@sunfleet/contract/telemetry';
import type { Database } from '@sunfleet/db/connect';
import { and, count, desc, eq, gte, isNull, lt, or, sql, type SQL } from '@sunfleet/db/query';
import { protocolDictionaries } from '@sunfleet/db/protocol-schema';
import {
  deviceLatest,
  devices,
  events,
  gateways,
  rawFrames,
  type TEventRow,
} from '@sunfleet/db/telemetry-schema';
import type { TFrameBlock } from '@sunfleet/protocols/codec';
import type { TTenancy } from '../../tenancy.ts';
import { visiblePlantIds } from '../plants/access.ts';
import { decodeStoredFrame, latestValuesOf } from './latest-values.ts';

/**
 * What a caller may see of live data: the devices and events of the plants the caller sees
 * (the plants module's rule, shares included), and the gateways assigned to the caller's company
 * or to the customer themself before they are bound to a plant.
 */
type TColumn = Parameters<typeof eq>[0];

function visibleThrough(tenancy: TTenancy, plantId: TColumn, gatewayId: TColumn): SQL | undefined {
  switch (tenancy.scope) {
    case 'platform':
      return undefined;
    case 'company':
      return or(
        sql`${plantId} IN (${visiblePlantIds(tenancy)})`,
        sql`${gatewayId} IN (SELECT ${gateways.id} FROM ${gateways} WHERE ${gateways.companyId} = ${tenancy.companyId})`,
      );
    case 'customer':
      return or(
        sql`${plantId} IN (${visiblePlantIds(tenancy)})`,
        sql`${gatewayId} IN (SELECT ${gateways.id} FROM ${gateways} WHERE ${gateways.customerId} = ${tenancy.userId})`,
      );
  }
}

const localized = (name: { en: string; zh?: string; es?: string }, lang: TLang) => name[lang] ?? name.en;

function toEvent(row: TEventRow, lang: TLang): TEvent {
  return {
    id: row.id,
    sn: row.sourceSn,
    plantId: row.plantId,
    code: row.code,
    name: localized(row.name, lang),
    level: row.level,
    openedAt: row.openedAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    durationSeconds: row.durationSeconds,
  };
}

export function createTelemetryRepository(db: Database) {
  return {
    /** A device or gateway by SN if the caller may see it. */
    async findVisibleSource(
      tenancy: TTenancy,
      sn: string,
    ): Promise<{ kind: 'device' | 'gateway'; id: string } | undefined> {
      const [device] = await db
        .select({ id: devices.id })
        .from(devices)
        .where(and(eq(devices.sn, sn), visibleThrough(tenancy, devices.plantId, devices.gatewayId)));
      if (device) return { kind: 'device', id: device.id };
      const [gateway] = await db
        .select({ id: gateways.id })
        .from(gateways)
        .where(and(eq(gateways.sn, sn), visibleThrough(tenancy, gateways.plantId, gateways.id)));
      return gateway ? { kind: 'gateway', id: gateway.id } : undefined;
    },

    /** Events newest first, optionally of one device or gateway. */
    async listEvents(
      tenancy: TTenancy,
      query: TEventListQuery & { sn?: string },
      lang: TLang,
    ): Promise<TPage<TEvent>> {
      const where = and(
        visibleThrough(tenancy, events.plantId, events.gatewayId),
        query.sn === undefined ? undefined : eq(events.sourceSn, query.sn),
        query.plantId === undefined ? undefined : eq(events.plantId, query.plantId),
        query.level === undefined ? undefined : eq(events.level, query.level),
        query.state === 'open' ? isNull(events.closedAt) : undefined,
        query.state === 'closed' ? sql`${events.closedAt} IS NOT NULL` : undefined,
        query.from === undefined ? undefined : gte(events.openedAt, new Date(query.from)),
        query.to === undefined ? undefined : lt(events.openedAt, new Date(query.to)),
      );
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

    /** Decoded from the device's newest raw frame (the one its latest row names). */
    async latestValues(deviceId: string, sn: string, lang: TLang): Promise<TLatestValues | null> {
      const [row] = await db
        .select({
          readAt: deviceLatest.readAt,
          dictionaryId: devices.dictionaryId,
          stored: protocolDictionaries.dictionary,
          blocks: sql<TFrameBlock[] | null>`(
            SELECT ${rawFrames.blocks} FROM ${rawFrames}
            WHERE ${rawFrames.deviceSn} = ${devices.sn} AND ${rawFrames.readAt} = ${deviceLatest.readAt}
            ORDER BY ${rawFrames.receivedAt} DESC LIMIT 1)`,
        })
        .from(deviceLatest)
        .innerJoin(devices, eq(devices.id, deviceLatest.deviceId))
        .leftJoin(protocolDictionaries, eq(protocolDictionaries.id, devices.dictionaryId))
        .where(eq(deviceLatest.deviceId, deviceId));
      if (!row) return null;
      const values = decodeStoredFrame(row.dictionaryId, row.stored, row.blocks);
      return latestValuesOf(sn, row.readAt.getTime(), values, lang);
    },
  };
}
export type TelemetryRepository = ReturnType<typeof createTelemetryRepository>;
