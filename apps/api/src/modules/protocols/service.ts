import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@sunfleet/contract/errors';
import type { TLang } from '@sunfleet/contract/lang';
import { inputMessage } from '@sunfleet/contract/messages';
import type {
  TLoggerFunction,
  TLoggerFunctionInput,
  TProtocolDetail,
  TProtocolEntryEdit,
  TProtocolImportResult,
  TProtocolSummary,
} from '@sunfleet/contract/protocol-config';
import {
  CommunityYamlError,
  importCommunityYaml,
  type TImportOptions,
} from '@sunfleet/protocols/community-yaml';
import { findShippedDictionary, shippedDictionaries } from '@sunfleet/protocols/dictionaries/catalog';
import {
  registerTypeOf,
  ZProtocolDictionary,
  type TProtocolDictionary,
} from '@sunfleet/protocols/dictionary';
import type { TPrincipal } from '../../plugins/authentication.ts';
import { AppError, fieldRefusal } from '../../plugins/envelope.ts';
import { tenancyOf, type TTenancy } from '../../tenancy.ts';
import type { LoggerFunctionsRepository, ProtocolsRepository, TStoredDictionary } from './repository.ts';

const summaryOf = (
  dictionary: TProtocolDictionary,
  stored?: Omit<TStoredDictionary, 'dictionary'>,
): TProtocolSummary => ({
  id: dictionary.id,
  kind: dictionary.kind,
  brand: dictionary.brand ?? null,
  model: dictionary.model,
  source: stored?.source ?? 'shipped',
  blockCount: dictionary.blocks.length,
  entryCount: dictionary.entries.length,
  editable: stored?.isEditable ?? false,
  updatedAt: stored?.updatedAt.toISOString() ?? null,
});

const detailOf = (dictionary: TProtocolDictionary, stored?: TStoredDictionary): TProtocolDetail => ({
  ...summaryOf(dictionary, stored),
  blocks: dictionary.blocks,
  entries: dictionary.entries,
});

/** The importer's verdict on a file, or code 4 on `file` with its message (nothing is stored). */
function readCommunityMap(content: Buffer, options: TImportOptions) {
  try {
    return importCommunityYaml(content.toString('utf8'), options);
  } catch (error) {
    if (error instanceof CommunityYamlError) throw fieldRefusal({ field: 'file', message: error.message });
    throw error;
  }
}

const importResultOf = (
  result: ReturnType<typeof importCommunityYaml>,
  id?: string,
): TProtocolImportResult => ({
  ...(id ? { id } : {}),
  ...result.understood,
  skipped: result.skipped,
  entries: result.dictionary.entries,
});

/** Shipped dictionaries (read-only) and the stored ones a company imported or edited. */
export function createProtocolsService(stored: ProtocolsRepository) {
  async function findEditable(tenancy: TTenancy, id: string) {
    const found = await stored.find(tenancy, id);
    if (!found) throw new AppError(findShippedDictionary(id) ? ErrorCode.noPermission : ErrorCode.notFound);
    if (!found.isEditable) throw new AppError(ErrorCode.noPermission);
    return found;
  }

  /** A fresh id from the model, so two imports of the same map never collide. */
  async function freshId(base: string): Promise<string> {
    for (;;) {
      const id = `${base.slice(0, 56)}-${randomBytes(3).toString('hex')}`;
      if (!findShippedDictionary(id) && !(await stored.isIdTaken(id))) return id;
    }
  }

  return {
    async list(caller: TPrincipal): Promise<TProtocolSummary[]> {
      const own = await stored.list(tenancyOf(caller));
      return [
        ...shippedDictionaries.map((dictionary) => summaryOf(dictionary)),
        ...own.map((row) => summaryOf(row.dictionary, row)),
      ];
    },

    async detail(caller: TPrincipal, id: string): Promise<TProtocolDetail> {
      const shipped = findShippedDictionary(id);
      if (shipped) return detailOf(shipped);
      const found = await stored.find(tenancyOf(caller), id);
      if (!found) throw new AppError(ErrorCode.notFound);
      return detailOf(found.dictionary, found);
    },

    check: (content: Buffer, options: TImportOptions) => importResultOf(readCommunityMap(content, options)),

    async import(
      caller: TPrincipal,
      content: Buffer,
      options: TImportOptions,
    ): Promise<TProtocolImportResult> {
      const checked = readCommunityMap(content, options);
      const id = await freshId(checked.dictionary.id);
      const dictionary = { ...checked.dictionary, id };
      await stored.insert({ dictionary, companyId: caller.companyId, createdByUserId: caller.userId });
      return importResultOf({ ...checked, dictionary }, id);
    },

    async editEntry(
      caller: TPrincipal,
      id: string,
      key: string,
      edit: TProtocolEntryEdit,
    ): Promise<TProtocolDetail> {
      const tenancy = tenancyOf(caller);
      const found = await findEditable(tenancy, id);
      const index = found.dictionary.entries.findIndex((entry) => entry.key === key);
      if (index < 0) throw new AppError(ErrorCode.notFound);
      const entries = found.dictionary.entries.map((entry, at) =>
        at === index ? { ...entry, ...edit, registerType: registerTypeOf(edit.functionCode) } : entry,
      );
      const checked = ZProtocolDictionary.safeParse({ ...found.dictionary, entries });
      if (!checked.success)
        throw fieldRefusal({ field: 'entry', message: checked.error.issues[0]?.message ?? 'Invalid entry' });
      await stored.replace(tenancy, checked.data);
      return detailOf(checked.data, { ...found, updatedAt: new Date() });
    },

    async remove(caller: TPrincipal, id: string, lang: TLang): Promise<void> {
      const tenancy = tenancyOf(caller);
      await findEditable(tenancy, id);
      const using = await stored.devicesUsing(id);
      if (using > 0)
        throw fieldRefusal({ field: 'id', message: inputMessage('dictionaryInUse', lang, { count: using }) });
      await stored.remove(tenancy, id);
    },
  };
}

const toLoggerFunction = (
  row: Omit<TLoggerFunction, 'updatedAt'> & { updatedAt: Date },
): TLoggerFunction => ({
  ...row,
  updatedAt: row.updatedAt.toISOString(),
});

/** Logger functions: one list for the platform, each code used once (5000 'Code is exist'). */
export function createLoggerFunctionsService(functions: LoggerFunctionsRepository) {
  async function assertCodeFree(code: number, exceptId?: string) {
    if (await functions.isCodeTaken(code, exceptId)) throw new AppError(ErrorCode.codeExists);
  }

  return {
    list: async () => (await functions.list()).map(toLoggerFunction),

    async find(id: string): Promise<TLoggerFunction> {
      const row = await functions.find(id);
      if (!row) throw new AppError(ErrorCode.notFound);
      return toLoggerFunction(row);
    },

    checkCode: assertCodeFree,

    /** The list serves every company's loggers, so only the platform operator changes it. */
    async save(caller: TPrincipal, input: TLoggerFunctionInput): Promise<TLoggerFunction> {
      if (caller.kind !== 'platform') throw new AppError(ErrorCode.noPermission);
      const { id, ...values } = input;
      await assertCodeFree(values.code, id);
      if (!id) return toLoggerFunction(await functions.insert(values));
      const row = await functions.update(id, values);
      if (!row) throw new AppError(ErrorCode.notFound);
      return toLoggerFunction(row);
    },
  };
}
