import type {
  TCommunicationEntry,
  TDebugEntry,
  TDebugQuery,
  TCommunicationQuery,
  TEnergyRefusal,
  TLogContent,
  TMaintenanceEntry,
  TMaintenanceQuery,
} from '@sunfleet/contract/logs';
import { commandWords } from '@sunfleet/contract/command-words';
import { ZCommandKind } from '@sunfleet/contract/commands';
import type { TLang } from '@sunfleet/contract/lang';
import type { TPage } from '@sunfleet/contract/paging';
import type { Database } from '@sunfleet/db/connect';
import { and, count, desc, eq, gte, lt, or, sql, type SQL } from '@sunfleet/db/query';
import {
  communicationLogs,
  debugEntries,
  gateways,
  maintenanceEntries,
  plants,
  rawFrames,
} from '@sunfleet/db/telemetry-schema';
import type { TTenancy } from '../../tenancy.ts';
import { visibleThrough } from '../devices/visibility.ts';
import { visiblePlantIds } from '../plants/access.ts';

/** Filters of a log without its page. */
export type TDebugFilter = Omit<TDebugQuery, 'page' | 'size'>;
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
function rowsVisible(
  tenancy: TTenancy,
  columns: { companyId: TColumn; plantId: TColumn; gatewaySn: TColumn },
): SQL | undefined {
  switch (tenancy.scope) {
    case 'platform':
      return undefined;
    case 'company':
      return or(
        eq(columns.companyId, tenancy.companyId),
        sql`${columns.plantId} IN (${visiblePlantIds(tenancy)})`,
      );
    case 'customer':
      return or(
        sql`${columns.plantId} IN (${visiblePlantIds(tenancy)})`,
        sql`${columns.gatewaySn} IN (SELECT ${gateways.sn} FROM ${gateways} WHERE ${gateways.customerId} = ${tenancy.userId})`,
      );
  }
}
type TColumn = Parameters<typeof eq>[0];

const maintenanceVisible = (tenancy: TTenancy) => rowsVisible(tenancy, maintenanceEntries);

/** The debug log's rows a caller sees: as the maintenance log's (a debug command is maintenance). */
function debugWhere(tenancy: TTenancy, filter: Omit<TDebugQuery, 'page' | 'size'>): SQL | undefined {
  return and(
    rowsVisible(tenancy, debugEntries),
    filter.plantId === undefined ? undefined : eq(debugEntries.plantId, filter.plantId),
    filter.gatewaySn === undefined ? undefined : eq(debugEntries.gatewaySn, filter.gatewaySn),
    filter.deviceSn === undefined ? undefined : eq(debugEntries.deviceSn, filter.deviceSn),
    window(debugEntries.createdAt, filter.from, filter.to),
  );
}

function maintenanceWhere(tenancy: TTenancy, filter: TMaintenanceFilter): SQL | undefined {
  return and(
    maintenanceVisible(tenancy),
    filter.plantId === undefined ? undefined : eq(maintenanceEntries.plantId, filter.plantId),
    filter.gatewaySn === undefined ? undefined : eq(maintenanceEntries.gatewaySn, filter.gatewaySn),
    filter.deviceSn === undefined ? undefined : eq(maintenanceEntries.deviceSn, filter.deviceSn),
    filter.action === undefined ? undefined : eq(maintenanceEntries.action, filter.action),
    window(maintenanceEntries.loggedAt, filter.from, filter.to),
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
  id: maintenanceEntries.id,
  loggedAt: maintenanceEntries.loggedAt,
  actor: maintenanceEntries.actorName,
  action: maintenanceEntries.action,
  plantId: maintenanceEntries.plantId,
  plantName: plants.name,
  plantTimeZone: plants.timeZone,
  gatewaySn: maintenanceEntries.gatewaySn,
  deviceSn: maintenanceEntries.deviceSn,
  result: maintenanceEntries.result,
  detail: maintenanceEntries.detail,
  commandKind: maintenanceEntries.commandKind,
  commandPayload: maintenanceEntries.commandPayload,
  commandError: maintenanceEntries.commandError,
};

const debugColumns = {
  id: debugEntries.id,
  createdAt: debugEntries.createdAt,
  actorName: debugEntries.actorName,
  plantId: debugEntries.plantId,
  gatewaySn: debugEntries.gatewaySn,
  deviceSn: debugEntries.deviceSn,
  kind: debugEntries.kind,
  state: debugEntries.state,
  payload: debugEntries.payload,
  result: debugEntries.result,
  error: debugEntries.error,
};

const communicationColumns = {
  id: communicationLogs.id,
  loggedAt: communicationLogs.loggedAt,
  gatewaySn: communicationLogs.gatewaySn,
  deviceSn: communicationLogs.deviceSn,
  plantId: gateways.plantId,
  plantName: plants.name,
  plantTimeZone: plants.timeZone,
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
      .from(maintenanceEntries)
      .leftJoin(plants, eq(plants.id, maintenanceEntries.plantId))
      .where(where)
      .orderBy(desc(maintenanceEntries.loggedAt), desc(maintenanceEntries.id));

  const debugQuery = (where: SQL | undefined) =>
    db
      .select({ ...debugColumns, plantName: plants.name, plantTimeZone: plants.timeZone })
      .from(debugEntries)
      .leftJoin(plants, eq(plants.id, debugEntries.plantId))
      .where(where)
      .orderBy(desc(debugEntries.createdAt), desc(debugEntries.id));

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
      lang: TLang,
    ): Promise<TPage<TMaintenanceEntry>> {
      const where = maintenanceWhere(tenancy, query);
      return paged(
        async (limit, offset) =>
          (await maintenanceQuery(where).limit(limit).offset(offset)).map((row) =>
            toMaintenanceEntry(row, lang),
          ),
        async () => (await db.select({ n: count() }).from(maintenanceEntries).where(where))[0]?.n ?? 0,
        query,
      );
    },

    /**
     * The newest counter steps refused as implausible for a device the route resolved (so within
     * the caller's tenancy), newest first.
     */
    async energyRefusals(deviceSn: string, limit = 5): Promise<TEnergyRefusal[]> {
      const rows = await db
        .select({ at: communicationLogs.loggedAt, detail: communicationLogs.detail })
        .from(communicationLogs)
        .where(and(eq(communicationLogs.deviceSn, deviceSn), eq(communicationLogs.kind, 'implausibleEnergy')))
        .orderBy(desc(communicationLogs.id))
        .limit(limit);
      return rows.map((row) => ({ at: row.at.toISOString(), detail: row.detail }));
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
    async maintenanceExport(tenancy: TTenancy, filter: TMaintenanceFilter, lang: TLang) {
      return (await maintenanceQuery(maintenanceWhere(tenancy, filter)).limit(exportLimit)).map((row) =>
        toMaintenanceEntry(row, lang),
      );
    },
    async communicationExport(tenancy: TTenancy, filter: TCommunicationFilter) {
      return (await communicationQuery(communicationWhere(tenancy, filter)).limit(exportLimit)).map(
        toCommunicationEntry,
      );
    },

    /** A page of the debug log (remote debug commands with request and reply), newest first. */
    async debug(tenancy: TTenancy, query: TDebugFilter & TPaging): Promise<TPage<TDebugEntry>> {
      const where = debugWhere(tenancy, query);
      return paged(
        async (limit, offset) => (await debugQuery(where).limit(limit).offset(offset)).map(toDebugEntry),
        async () => (await db.select({ n: count() }).from(debugEntries).where(where))[0]?.n ?? 0,
        query,
      );
    },
    async debugExport(tenancy: TTenancy, filter: TDebugFilter) {
      return (await debugQuery(debugWhere(tenancy, filter)).limit(exportLimit)).map(toDebugEntry);
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

/** A maintenance row for the screen: a command's detail in the reader's words, not the wire's. */
function toMaintenanceEntry(
  row: {
    id: string;
    loggedAt: Date;
    actor: string;
    action: string;
    plantId: string | null;
    plantName: string | null;
    plantTimeZone: string | null;
    gatewaySn: string | null;
    deviceSn: string | null;
    result: TMaintenanceEntry['result'];
    detail: string;
    commandKind: string | null;
    commandPayload: Record<string, unknown> | null;
    commandError: string | null;
  },
  lang: TLang,
): TMaintenanceEntry {
  const { id, loggedAt, action, commandKind, commandPayload, commandError, ...rest } = row;
  const kind = ZCommandKind.safeParse(commandKind);
  return {
    ...rest,
    id,
    at: loggedAt.toISOString(),
    action: action as TMaintenanceEntry['action'],
    detail: kind.success ? commandWords(kind.data, commandPayload ?? {}, commandError, lang) : rest.detail,
  };
}

const hexWords = (words: unknown) =>
  Array.isArray(words)
    ? words.map((word) => Number(word).toString(16).toUpperCase().padStart(4, '0')).join(' ')
    : '';

/**
 * A remote debug command as the debug log shows it: the request as sent (a raw frame in hex, or
 * which registers were read or written) and the reply as it came (the raw frame, the registers
 * read), or why there is none.
 */
function toDebugEntry(
  entry: Omit<typeof debugEntries.$inferSelect, 'companyId'> & {
    plantName: string | null;
    plantTimeZone: string | null;
  },
): TDebugEntry {
  const { plantName, plantTimeZone, result } = entry;
  // The payload as the command channel stores it (ZGatewayCommand's own fields).
  const payload = entry.payload as {
    framing?: string;
    frame?: string;
    functionCode?: number;
    start?: number;
    count?: number;
    words?: number[];
  };
  const request =
    entry.kind === 'modbusDebug'
      ? `${(payload.framing ?? '').toUpperCase()} ${payload.frame ?? ''}`
      : entry.kind === 'readRegisters'
        ? `FC${String(payload.functionCode ?? '').padStart(2, '0')} read ${payload.count ?? ''} from ${payload.start ?? ''}`
        : `FC16 write ${hexWords(payload.words)} at ${payload.start ?? ''}`;
  const registers = result?.registers as { words?: unknown } | undefined;
  const reply =
    typeof result?.frame === 'string' ? result.frame : registers ? hexWords(registers.words) : entry.error;
  return {
    id: entry.id,
    at: entry.createdAt.toISOString(),
    actor: entry.actorName,
    gatewaySn: entry.gatewaySn,
    deviceSn: entry.deviceSn,
    plantId: entry.plantId,
    plantName,
    plantTimeZone,
    kind: entry.kind,
    state: entry.state,
    request,
    reply: reply ?? null,
  };
}
