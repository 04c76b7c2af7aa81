import type {
  TCommunicationEntry,
  TCommunicationQuery,
  TLogContent,
  TMaintenanceEntry,
  TMaintenanceQuery,
} from '@sunfleet/contract/logs';
import type { TPage } from '@sunfleet/contract/paging';
import type { Database } from '@sunfleet/db/connect';
import { and, count, desc, eq, gte, lt, or, sql, type SQL } from '@sunfleet/db/query';
import {
  communicationLogs,
  gateways,
  maintenanceLogs,
  plants,
  rawFrames,
} from '@sunfleet/db/telemetry-schema';
import type { TTenancy } from '../../tenancy.ts';
import { visibleThrough } from '../devices/visibility.ts';
import { visiblePlantIds } from '../plants/access.ts';

/** Filters of a log without its page. */
export type TMaintenanceFilter = Omit<TMaintenanceQuery, 'page' | 'size'>;
export type TCommunicationFilter = Omit<TCommunicationQuery, 'page' | 'size'>;
type TPaging = { page: number; size: number };

/** The most rows an export holds (a workbook of a whole fleet's month is not what anyone reads). */
export const exportLimit = 10_000;

const window = (column: Parameters<typeof gte>[0], from?: string, to?: string) =>
  and(
    from === undefined ? undefined : gte(column, new Date(from)),
    to === undefined ? undefined : lt(column, new Date(to)),
  );

/**
 * Which maintenance rows a caller sees: those of the plants they see, and, for a company, every
 * row written about its plants and gateways (also of gateways since unbound or deleted); for a
 * customer, those of the gateways assigned to them.
 */
function maintenanceVisible(tenancy: TTenancy): SQL | undefined {
  switch (tenancy.scope) {
    case 'platform':
      return undefined;
    case 'company':
      return or(
        eq(maintenanceLogs.companyId, tenancy.companyId),
        sql`${maintenanceLogs.plantId} IN (${visiblePlantIds(tenancy)})`,
      );
    case 'customer':
      return or(
        sql`${maintenanceLogs.plantId} IN (${visiblePlantIds(tenancy)})`,
        sql`${maintenanceLogs.gatewaySn} IN (SELECT ${gateways.sn} FROM ${gateways} WHERE ${gateways.customerId} = ${tenancy.userId})`,
      );
  }
}

function maintenanceWhere(tenancy: TTenancy, filter: TMaintenanceFilter): SQL | undefined {
  return and(
    maintenanceVisible(tenancy),
    filter.plantId === undefined ? undefined : eq(maintenanceLogs.plantId, filter.plantId),
    filter.gatewaySn === undefined ? undefined : eq(maintenanceLogs.gatewaySn, filter.gatewaySn),
    filter.deviceSn === undefined ? undefined : eq(maintenanceLogs.deviceSn, filter.deviceSn),
    filter.action === undefined ? undefined : eq(maintenanceLogs.action, filter.action),
    window(maintenanceLogs.loggedAt, filter.from, filter.to),
  );
}

/**
 * Which communication rows a caller sees: those of gateways they see (through the gateway's plant
 * or its assignment). Rows of SNs no gateway has (an unknown gateway, garbage at the broker) are
 * the platform's only.
 */
function communicationWhere(tenancy: TTenancy, filter: TCommunicationFilter): SQL | undefined {
  const { kind } = filter;
  return and(
    tenancy.scope === 'platform' ? undefined : sql`${gateways.id} IS NOT NULL`,
    visibleThrough(tenancy, gateways.plantId, gateways.id),
    filter.plantId === undefined ? undefined : eq(gateways.plantId, filter.plantId),
    filter.gatewaySn === undefined ? undefined : eq(communicationLogs.gatewaySn, filter.gatewaySn),
    filter.deviceSn === undefined ? undefined : eq(communicationLogs.deviceSn, filter.deviceSn),
    kind === undefined
      ? undefined
      : kind === 'refusals'
        ? sql`${communicationLogs.kind} NOT IN ('upload', 'status', 'reply')`
        : eq(communicationLogs.kind, kind),
    window(communicationLogs.loggedAt, filter.from, filter.to),
  );
}

const maintenanceColumns = {
  id: maintenanceLogs.id,
  loggedAt: maintenanceLogs.loggedAt,
  actor: maintenanceLogs.actorName,
  action: maintenanceLogs.action,
  plantId: maintenanceLogs.plantId,
  plantName: plants.name,
  gatewaySn: maintenanceLogs.gatewaySn,
  deviceSn: maintenanceLogs.deviceSn,
  result: maintenanceLogs.result,
  detail: maintenanceLogs.detail,
};

const communicationColumns = {
  id: communicationLogs.id,
  loggedAt: communicationLogs.loggedAt,
  gatewaySn: communicationLogs.gatewaySn,
  deviceSn: communicationLogs.deviceSn,
  plantId: gateways.plantId,
  plantName: plants.name,
  kind: communicationLogs.kind,
  topic: communicationLogs.topic,
  msgId: communicationLogs.msgId,
  frames: communicationLogs.frames,
  stored: communicationLogs.stored,
  duplicates: communicationLogs.duplicates,
  refused: communicationLogs.refused,
  bytes: communicationLogs.bytes,
  repeats: communicationLogs.repeats,
  detail: communicationLogs.detail,
};

type TCommunicationRow = { [K in keyof typeof communicationColumns]: unknown } & {
  id: number;
  loggedAt: Date;
};

function toCommunicationEntry(row: TCommunicationRow): TCommunicationEntry {
  const { id, loggedAt, ...rest } = row;
  return { ...(rest as Omit<TCommunicationEntry, 'id' | 'at'>), id: String(id), at: loggedAt.toISOString() };
}

export function createLogsRepository(db: Database) {
  const maintenanceQuery = (where: SQL | undefined) =>
    db
      .select(maintenanceColumns)
      .from(maintenanceLogs)
      .leftJoin(plants, eq(plants.id, maintenanceLogs.plantId))
      .where(where)
      .orderBy(desc(maintenanceLogs.loggedAt), desc(maintenanceLogs.id));

  const communicationQuery = (where: SQL | undefined) =>
    db
      .select(communicationColumns)
      .from(communicationLogs)
      .leftJoin(gateways, eq(gateways.sn, communicationLogs.gatewaySn))
      .leftJoin(plants, eq(plants.id, gateways.plantId))
      .where(where)
      .orderBy(desc(communicationLogs.loggedAt), desc(communicationLogs.id));

  /** A page of rows and the total, or (without paging) at most `exportLimit` rows. */
  async function paged<T>(
    rows: (limit: number, offset: number) => Promise<T[]>,
    total: () => Promise<number>,
    paging: TPaging,
  ): Promise<TPage<T>> {
    const [infos, all] = await Promise.all([rows(paging.size, (paging.page - 1) * paging.size), total()]);
    return { infos, total: all };
  }

  return {
    /** A page of the maintenance log, newest first. */
    async maintenance(
      tenancy: TTenancy,
      query: TMaintenanceFilter & TPaging,
    ): Promise<TPage<TMaintenanceEntry>> {
      const where = maintenanceWhere(tenancy, query);
      return paged(
        async (limit, offset) =>
          (await maintenanceQuery(where).limit(limit).offset(offset)).map(toMaintenanceEntry),
        async () => (await db.select({ n: count() }).from(maintenanceLogs).where(where))[0]?.n ?? 0,
        query,
      );
    },

    /** A page of the communication log, newest first. */
    async communication(
      tenancy: TTenancy,
      query: TCommunicationFilter & TPaging,
    ): Promise<TPage<TCommunicationEntry>> {
      const where = communicationWhere(tenancy, query);
      return paged(
        async (limit, offset) =>
          (await communicationQuery(where).limit(limit).offset(offset)).map(toCommunicationEntry),
        async () =>
          (
            await db
              .select({ n: count() })
              .from(communicationLogs)
              .leftJoin(gateways, eq(gateways.sn, communicationLogs.gatewaySn))
              .where(where)
          )[0]?.n ?? 0,
        query,
      );
    },

    /** One communication row the caller sees and the readings its upload carried, if still kept. */
    async content(tenancy: TTenancy, id: string): Promise<TLogContent | undefined> {
      const [row] = await communicationQuery(
        and(communicationWhere(tenancy, {}), eq(communicationLogs.id, Number(id))),
      );
      if (!row) return undefined;
      const entry = toCommunicationEntry(row);
      const frames = entry.msgId
        ? await db
            .select({ deviceSn: rawFrames.deviceSn, readAt: rawFrames.readAt, blocks: rawFrames.blocks })
            .from(rawFrames)
            .where(and(eq(rawFrames.gatewaySn, entry.gatewaySn), eq(rawFrames.msgId, entry.msgId)))
            .orderBy(rawFrames.deviceSn, rawFrames.readAt)
            .limit(500)
        : [];
      return {
        entry,
        frames: frames.map((frame) => ({
          deviceSn: frame.deviceSn,
          readAt: frame.readAt.toISOString(),
          blocks: frame.blocks as TLogContent['frames'][number]['blocks'],
        })),
      };
    },

    /** Rows for a download: the filters of the screen, newest first, at most `exportLimit`. */
    async maintenanceExport(tenancy: TTenancy, filter: TMaintenanceFilter) {
      return (await maintenanceQuery(maintenanceWhere(tenancy, filter)).limit(exportLimit)).map(
        toMaintenanceEntry,
      );
    },
    async communicationExport(tenancy: TTenancy, filter: TCommunicationFilter) {
      return (await communicationQuery(communicationWhere(tenancy, filter)).limit(exportLimit)).map(
        toCommunicationEntry,
      );
    },

    /** Whether the caller sees any gateway with this SN (for routes naming one). */
    async seesGateway(tenancy: TTenancy, sn: string): Promise<boolean> {
      const [row] = await db
        .select({ id: gateways.id })
        .from(gateways)
        .where(and(eq(gateways.sn, sn), visibleThrough(tenancy, gateways.plantId, gateways.id)));
      return row !== undefined;
    },
  };
}
export type LogsRepository = ReturnType<typeof createLogsRepository>;

function toMaintenanceEntry(row: {
  id: number;
  loggedAt: Date;
  actor: string;
  action: string;
  plantId: string | null;
  plantName: string | null;
  gatewaySn: string | null;
  deviceSn: string | null;
  result: TMaintenanceEntry['result'];
  detail: string;
}): TMaintenanceEntry {
  const { id, loggedAt, action, ...rest } = row;
  return {
    ...rest,
    id: String(id),
    at: loggedAt.toISOString(),
    action: action as TMaintenanceEntry['action'],
  };
}
