import type { Database } from '@sunfleet/db/connect';
import { loggerFunctions, protocolDictionaries } from '@sunfleet/db/protocol-schema';
import { and, asc, count, eq, isNull, ne, or, sql, type SQL } from '@sunfleet/db/query';
import { devices } from '@sunfleet/db/telemetry-schema';
import { ZProtocolDictionary, type TProtocolDictionary } from '@sunfleet/protocols/dictionary';
import type { TTenancy } from '../../tenancy.ts';

/**
 * Stored dictionaries a caller sees: the platform's (no company) and their own company's; the
 * platform sees all; customers none (they use dictionaries through their devices only).
 */
function visibleDictionaries(tenancy: TTenancy): SQL | undefined {
  switch (tenancy.scope) {
    case 'platform':
      return undefined;
    case 'company':
      return or(
        isNull(protocolDictionaries.companyId),
        eq(protocolDictionaries.companyId, tenancy.companyId),
      );
    case 'customer':
      return sql`false`;
  }
}

/** Stored dictionaries a caller may change: a company its own, the platform all. */
function editableDictionaries(tenancy: TTenancy): SQL {
  switch (tenancy.scope) {
    case 'platform':
      return sql`true`;
    case 'company':
      return eq(protocolDictionaries.companyId, tenancy.companyId);
    case 'customer':
      return sql`false`;
  }
}

export type TStoredDictionary = {
  dictionary: TProtocolDictionary;
  source: 'imported' | 'custom';
  companyId: string | null;
  updatedAt: Date;
  isEditable: boolean;
};

export function createProtocolsRepository(db: Database) {
  const columns = (tenancy: TTenancy) => ({
    dictionary: protocolDictionaries.dictionary,
    source: protocolDictionaries.source,
    companyId: protocolDictionaries.companyId,
    updatedAt: protocolDictionaries.updatedAt,
    isEditable: sql<boolean>`(${editableDictionaries(tenancy)})`,
  });
  // The document was validated on write; parsing again fills defaults a newer schema added.
  const toStored = (
    row: { dictionary: unknown } & Omit<TStoredDictionary, 'dictionary'>,
  ): TStoredDictionary => ({
    ...row,
    dictionary: ZProtocolDictionary.parse(row.dictionary),
  });

  return {
    async list(tenancy: TTenancy): Promise<TStoredDictionary[]> {
      const rows = await db
        .select(columns(tenancy))
        .from(protocolDictionaries)
        .where(visibleDictionaries(tenancy))
        .orderBy(asc(protocolDictionaries.model), asc(protocolDictionaries.id));
      return rows.map(toStored);
    },

    async find(tenancy: TTenancy, id: string): Promise<TStoredDictionary | undefined> {
      const [row] = await db
        .select(columns(tenancy))
        .from(protocolDictionaries)
        .where(and(eq(protocolDictionaries.id, id), visibleDictionaries(tenancy)));
      return row && toStored(row);
    },

    async isIdTaken(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: protocolDictionaries.id })
        .from(protocolDictionaries)
        .where(eq(protocolDictionaries.id, id));
      return row !== undefined;
    },

    async insert(values: {
      dictionary: TProtocolDictionary;
      companyId: string | null;
      createdByUserId: string;
    }): Promise<void> {
      const { dictionary } = values;
      await db.insert(protocolDictionaries).values({
        id: dictionary.id,
        companyId: values.companyId,
        source: 'imported',
        kind: dictionary.kind,
        brand: dictionary.brand ?? null,
        model: dictionary.model,
        dictionary,
        createdByUserId: values.createdByUserId,
      });
    },

    /** Replaces the document of an editable dictionary; false when the caller may not change it. */
    async replace(tenancy: TTenancy, dictionary: TProtocolDictionary): Promise<boolean> {
      const updated = await db
        .update(protocolDictionaries)
        .set({ dictionary, updatedAt: new Date() })
        .where(and(eq(protocolDictionaries.id, dictionary.id), editableDictionaries(tenancy)))
        .returning({ id: protocolDictionaries.id });
      return updated.length > 0;
    },

    async remove(tenancy: TTenancy, id: string): Promise<boolean> {
      const removed = await db
        .delete(protocolDictionaries)
        .where(and(eq(protocolDictionaries.id, id), editableDictionaries(tenancy)))
        .returning({ id: protocolDictionaries.id });
      return removed.length > 0;
    },

    async devicesUsing(id: string): Promise<number> {
      const [row] = await db.select({ total: count() }).from(devices).where(eq(devices.dictionaryId, id));
      return row?.total ?? 0;
    },
  };
}
export type ProtocolsRepository = ReturnType<typeof createProtocolsRepository>;

const loggerFunctionColumns = {
  id: loggerFunctions.id,
  code: loggerFunctions.code,
  name: loggerFunctions.name,
  description: loggerFunctions.description,
  enabled: loggerFunctions.enabled,
  updatedAt: loggerFunctions.updatedAt,
};

/** Logger functions are one platform-wide list: a data logger's commands do not vary by company. */
export function createLoggerFunctionsRepository(db: Database) {
  return {
    list: () => db.select(loggerFunctionColumns).from(loggerFunctions).orderBy(asc(loggerFunctions.code)),

    async find(id: string) {
      const [row] = await db
        .select(loggerFunctionColumns)
        .from(loggerFunctions)
        .where(eq(loggerFunctions.id, id));
      return row;
    },

    /** Whether another function (not `exceptId`) already uses `code`. */
    async isCodeTaken(code: number, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: loggerFunctions.id })
        .from(loggerFunctions)
        .where(and(eq(loggerFunctions.code, code), exceptId ? ne(loggerFunctions.id, exceptId) : undefined));
      return row !== undefined;
    },

    async insert(values: { code: number; name: string; description: string; enabled: boolean }) {
      const [row] = await db.insert(loggerFunctions).values(values).returning(loggerFunctionColumns);
      if (!row) throw new Error('logger function not created');
      return row;
    },

    async update(id: string, values: { code: number; name: string; description: string; enabled: boolean }) {
      const [row] = await db
        .update(loggerFunctions)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(loggerFunctions.id, id))
        .returning(loggerFunctionColumns);
      return row;
    },
  };
}
export type LoggerFunctionsRepository = ReturnType<typeof createLoggerFunctionsRepository>;
