import { read, utils } from '@e965/xlsx';
import { ErrorCode, errorMessage, type TErrorCode } from '@sunfleet/contract/errors';
import type {
  TGateway,
  TGatewayCreate,
  TGatewayListQuery,
  TGatewayRowResult,
  TGatewaySheetResult,
  TWorkdata,
  TWorkdataQuery,
} from '@sunfleet/contract/gateways';
import { deviceStatusNames } from '@sunfleet/contract/enums';
import { communicationTypeNames, gatewayBindingNames } from '@sunfleet/contract/gateways';
import type { TLang, TLocalized } from '@sunfleet/contract/lang';
import { inputMessage } from '@sunfleet/contract/messages';
import type { TGatewayCredentials } from '@sunfleet/contract/plants';
import { uploadLimits } from '@sunfleet/contract/validators';
import { hashGatewayKey, verifyGatewayKey } from '@sunfleet/db/gateway-keys';
import { findShippedDictionary } from '@sunfleet/protocols/dictionaries/catalog';
import type { TPrincipal } from '../../plugins/authentication.ts';
import { AppError, fieldRefusal } from '../../plugins/envelope.ts';
import { tenancyOf } from '../../tenancy.ts';
import { acceptedUpload, type TUpload } from '../../uploads.ts';
import type { PlantsRepository } from '../plants/repository.ts';
import type { PlantsService } from '../plants/service.ts';
import type { EventsRepository } from '../events/repository.ts';
import type { MaintenanceLog } from '../logs/maintenance-log.ts';
import type { GatewaysRepository } from './repository.ts';
import { clockTime, type TCell, workbook } from '../../lib/workbook.ts';

/** Rows a sheet may hold; more is refused whole. */
export const maxSheetRows = 1000;
/** Rows of the Excel download. */
const maxDownloadRows = 10_000;
/** The longest period `/workdata/dynamic` covers. */
const maxWorkdataDays = 31;

type TSheetRow = { row: number; sn: string; key: string; model: string; hardwareVersion: string };

/** A cell as text (sheets read with `raw: false` hold strings; numbers and dates just in case). */
const textOf = (cell: unknown) =>
  typeof cell === 'string' || typeof cell === 'number'
    ? String(cell)
    : cell instanceof Date
      ? cell.toISOString()
      : '';
const headerOf = (cell: unknown) =>
  textOf(cell)
    .trim()
    .toLowerCase()
    .replace(/[\s_*-]/g, '');
const columnNames = {
  sn: ['sn', 'gatewaysn', 'serialnumber', 'serial', '序列号', '网关sn'],
  key: ['key', 'gatewaykey', 'password', '密钥', '网关密钥'],
  model: ['model', 'type', '型号'],
  hardwareVersion: ['hardwareversion', 'hardware', 'hw', '硬件版本'],
};

/**
 * The template's example row: its Note says it is an example, and reading a sheet skips it, so a
 * template sent back with the example left in imports only the rows added.
 */
const templateExample = [
  'GW-EXAMPLE-0001',
  'key-of-the-example',
  'SF-WiFi-1',
  'H1.0',
  'Example row: skipped on import',
];

/**
 * The rows of a gateway sheet: a header row naming SN and Key (and for registration Model and
 * Hardware version) anywhere in the first rows, then one gateway per row; blank rows are skipped.
 * Without such a header, the first two columns are SN and Key. Undefined when the file is no sheet.
 */
export function readGatewaySheet(content: Buffer): TSheetRow[] | undefined {
  let rows: unknown[][];
  try {
    const workbook = read(content, { type: 'buffer', dense: true });
    const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
    if (!sheet) return undefined;
    rows = utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, blankrows: true, defval: '' });
  } catch {
    return undefined;
  }
  const headerIndex = rows
    .slice(0, 5)
    .findIndex((row) => row.some((cell) => columnNames.sn.includes(headerOf(cell))));
  const header = headerIndex >= 0 ? (rows[headerIndex] ?? []).map(headerOf) : [];
  const column = (names: string[], fallback: number) => {
    const found = header.findIndex((name) => names.includes(name));
    return found >= 0 ? found : headerIndex >= 0 && fallback > 1 ? -1 : fallback;
  };
  const at = {
    sn: column(columnNames.sn, 0),
    key: column(columnNames.key, 1),
    model: column(columnNames.model, 2),
    hardwareVersion: column(columnNames.hardwareVersion, 3),
  };
  const cell = (row: unknown[], index: number) => (index < 0 ? '' : textOf(row[index]).trim());
  const result: TSheetRow[] = [];
  rows.forEach((row, index) => {
    if (index <= headerIndex) return;
    const values = {
      sn: cell(row, at.sn),
      key: cell(row, at.key),
      model: cell(row, at.model),
      hardwareVersion: cell(row, at.hardwareVersion),
    };
    if (!values.sn && !values.key) return;
    if (values.sn === templateExample[0]) return;
    result.push({ row: index + 1, ...values });
  });
  return result;
}

/** A sheet with a header row and the given rows, as .xlsx bytes. */
export function gatewaySheet(header: string[], rows: TCell[][], name = 'Gateways'): Buffer {
  return workbook<TCell[]>(
    name,
    header.map((title, index) => ({
      header: title,
      width: Math.max(14, title.length + 2),
      value: (row) => row[index] ?? null,
    })),
    rows,
  );
}

/** The download's columns, in the three languages. */
const downloadColumns: TLocalized[] = [
  { en: 'SN', zh: 'SN', es: 'SN' },
  { en: 'Status', zh: '状态', es: 'Estado' },
  { en: 'Binding', zh: '绑定', es: 'Vinculación' },
  { en: 'Plant', zh: '电站', es: 'Planta' },
  { en: 'Customer', zh: '客户', es: 'Cliente' },
  { en: 'Company', zh: '公司', es: 'Empresa' },
  { en: 'Protocol', zh: '协议', es: 'Protocolo' },
  { en: 'Communication', zh: '通讯方式', es: 'Comunicación' },
  { en: 'Model', zh: '型号', es: 'Modelo' },
  { en: 'Hardware version', zh: '硬件版本', es: 'Versión de hardware' },
  { en: 'Software version', zh: '软件版本', es: 'Versión de software' },
  { en: 'RSSI (dBm)', zh: 'RSSI (dBm)', es: 'RSSI (dBm)' },
  { en: 'Devices', zh: '设备数', es: 'Dispositivos' },
  { en: 'Last online', zh: '最后在线', es: 'Última conexión' },
  { en: 'Time zone', zh: '时区', es: 'Zona horaria' },
];

const sheetResult = (rows: TGatewayRowResult[], imported: number): TGatewaySheetResult => {
  const valid = rows.filter((row) => row.code === 0).length;
  return { rows, valid, invalid: rows.length - valid, imported };
};

/**
 * Gateways (spec sections 4 and 7): the platform registers them, a company imports them with SN
 * and key (for itself or one of its customers), a plant binds them (the plants module), and the
 * company unbinds, replaces or deletes them. Lists, detail, downloads and readings.
 */
export function createGatewaysService({
  repository,
  plants,
  plantsRepository,
  events,
  maintenanceLog,
}: {
  repository: GatewaysRepository;
  plants: PlantsService;
  plantsRepository: PlantsRepository;
  /** A gateway's events come from the events module's one query (issue 13). */
  events: EventsRepository;
  /** Imports and deletions go into the maintenance log. */
  maintenanceLog: MaintenanceLog;
}) {
  /**
   * What the values of a gateway's devices are called in the reader's language (`alertMessage` →
   * "Alert message"), from the devices' dictionaries; a key no dictionary names is left as is.
   */
  async function valueNamesOf(gatewaySn: string, lang: TLang): Promise<Record<string, string>> {
    const names: Record<string, string> = {};
    for (const { dictionaryId } of await repository.dictionariesOf(gatewaySn)) {
      for (const entry of findShippedDictionary(dictionaryId)?.entries ?? []) {
        names[entry.key] ??= entry.names[lang] ?? entry.names.en;
      }
    }
    return names;
  }

  /** A gateway the caller sees (3 otherwise, as if it did not exist). */
  async function visible(caller: TPrincipal, id: string): Promise<TGateway> {
    const gateway = await repository.findVisible(tenancyOf(caller), id);
    if (!gateway) throw new AppError(ErrorCode.notFound);
    return gateway;
  }

  /** A gateway the caller sees, by SN (3 otherwise). */
  async function visibleBySn(caller: TPrincipal, sn: string): Promise<TGateway> {
    const gateway = await repository.findVisibleBySn(tenancyOf(caller), sn);
    if (!gateway) throw new AppError(ErrorCode.notFound);
    return gateway;
  }

  /** A gateway's readings over the query's window, by key, with the keys' names (`workdata`). */
  async function readingsOf(gateway: TGateway, query: TWorkdataQuery, lang: TLang): Promise<TWorkdata> {
    const from = new Date(query.from);
    const to = new Date(query.to);
    if (!(to > from) || to.getTime() - from.getTime() > maxWorkdataDays * 86_400_000) {
      throw fieldRefusal({ field: 'to', message: inputMessage('timeRange', lang) });
    }
    const rows = await repository.readings(gateway.id, from, to);
    const keys = new Set<string>();
    const result = rows.map((row) => {
      const values: Record<string, number> = {};
      for (const [key, stats] of Object.entries(row.stats ?? {})) {
        if (!stats || !stats.n) continue;
        values[key] = Math.round((stats.sum / stats.n) * 1000) / 1000;
        keys.add(key);
      }
      return { at: row.at, deviceSn: row.deviceSn, values };
    });
    const named = await valueNamesOf(gateway.sn, lang);
    const names = Object.fromEntries([...keys].map((key) => [key, named[key] ?? key]));
    return { keys: [...keys].sort(), names, rows: result };
  }

  /** The code a pair of SN and key gets for an import: 0, 4 (empty), 305, 300 or 301. */
  async function importCode({
    sn,
    key,
  }: {
    sn: string;
    key: string;
  }): Promise<{ code: TErrorCode; id?: string }> {
    if (!sn.trim() || !key.trim()) return { code: ErrorCode.validation };
    const gateway = await repository.findBySn(sn.trim());
    if (!gateway) return { code: ErrorCode.gatewayMissing };
    if (!verifyGatewayKey(gateway.keyHash, key.trim())) return { code: ErrorCode.gatewayKeyWrong };
    if (gateway.companyId || gateway.plantId) return { code: ErrorCode.gatewayUsed };
    return { code: ErrorCode.ok, id: gateway.id };
  }

  /** The company an import is for: the caller's. Only company staff import. */
  function importingCompany(caller: TPrincipal): string {
    if (caller.kind !== 'company' || !caller.companyId) throw new AppError(ErrorCode.noPermission);
    return caller.companyId;
  }

  async function checkCustomer(caller: TPrincipal, customerId: string | undefined, lang: TLang) {
    if (!customerId) return null;
    if (!(await repository.isCustomerOf(customerId, caller.companyId ?? null))) {
      throw fieldRefusal({ field: 'customerId', message: inputMessage('invalid', lang) });
    }
    return customerId;
  }

  /** A row whose SN a valid earlier row of the same file already holds. */
  const repeatOf = (row: TSheetRow, earlier: number, lang: TLang): TGatewayRowResult => ({
    row: row.row,
    sn: row.sn,
    code: ErrorCode.gatewayUsed,
    message: inputMessage('snRepeated', lang, { row: earlier }),
  });

  const rowMessage = (code: TErrorCode, row: TSheetRow, lang: TLang) =>
    code === ErrorCode.validation
      ? inputMessage(row.sn.trim() ? 'gatewayKey' : 'gatewaySn', lang)
      : errorMessage(code, lang);

  /**
   * Every row of an import sheet with its own result. Each row is judged on its own: only a valid
   * earlier row makes a later one with its SN a repeat (301, naming that row).
   */
  async function checkImportRows(rows: TSheetRow[], lang: TLang) {
    const validRowOf = new Map<string, number>();
    const results: (TGatewayRowResult & { id?: string })[] = [];
    for (const row of rows) {
      const checked = await importCode(row);
      const earlier = validRowOf.get(row.sn);
      if (checked.code === ErrorCode.ok && earlier !== undefined) {
        results.push(repeatOf(row, earlier, lang));
        continue;
      }
      if (checked.code === ErrorCode.ok) validRowOf.set(row.sn, row.row);
      results.push({
        row: row.row,
        sn: row.sn,
        code: checked.code,
        message: rowMessage(checked.code, row, lang),
        ...(checked.id && { id: checked.id }),
      });
    }
    return results;
  }

  /** The sheet of a form, or a code-4 refusal on `file`. */
  function sheetOf(form: TUpload | undefined, lang: TLang) {
    const upload = acceptedUpload(form, uploadLimits.importSheet, lang);
    const rows = readGatewaySheet(upload.content);
    if (!rows || rows.length === 0) throw upload.refuse(inputMessage('fileContent', lang));
    if (rows.length > maxSheetRows) throw upload.refuse(inputMessage('fileContent', lang));
    return rows;
  }

  /** The code a row of a registration sheet gets: 0, 4 (empty or too long) or 301 (exists). */
  function registrationCode(row: TSheetRow, existing: Set<string>): TErrorCode {
    if (!row.sn || !row.key || row.sn.length > 64 || row.key.length > 128) return ErrorCode.validation;
    if (row.model.length > 40 || row.hardwareVersion.length > 40) return ErrorCode.validation;
    if (existing.has(row.sn)) return ErrorCode.gatewayUsed;
    return ErrorCode.ok;
  }

  /** A registration row's message: a registered SN is "already registered", not "already used". */
  function registrationMessage(code: TErrorCode, row: TSheetRow, lang: TLang) {
    if (code === ErrorCode.gatewayUsed) return inputMessage('gatewayRegistered', lang);
    if (code === ErrorCode.validation && row.sn && row.key)
      return inputMessage('maxLength', lang, {
        max: row.sn.length > 64 ? 64 : row.key.length > 128 ? 128 : 40,
      });
    return rowMessage(code, row, lang);
  }

  return {
    visible,

    list: (caller: TPrincipal, query: TGatewayListQuery) => repository.list(tenancyOf(caller), query),

    counts: (caller: TPrincipal, query: Partial<TGatewayListQuery>) =>
      repository.counts(tenancyOf(caller), query),

    async detail(caller: TPrincipal, id: string, lang: TLang) {
      const gateway = await visible(caller, id);
      const [deviceList, uploads, recentEvents, signal, valueNames] = await Promise.all([
        repository.devicesOf(id),
        repository.uploads(gateway.sn),
        events.list(tenancyOf(caller), { gatewayId: id, page: 1, size: 20 }, lang),
        repository.signal(id, new Date(Date.now() - 24 * 3600_000)),
        valueNamesOf(gateway.sn, lang),
      ]);
      return { ...gateway, deviceList, uploads, events: recentEvents.infos, signal, valueNames };
    },

    /** The list as .xlsx, with every column of the page, in the reader's words. */
    async download(caller: TPrincipal, query: Partial<TGatewayListQuery>, lang: TLang) {
      const rows = await repository.all(tenancyOf(caller), query, maxDownloadRows);
      const content = gatewaySheet(
        downloadColumns.map((names) => names[lang]),
        rows.map((row) => [
          row.sn,
          deviceStatusNames[row.status][lang],
          gatewayBindingNames[row.binding][lang],
          row.plantName,
          row.customerName,
          row.companyName,
          row.protocol,
          row.communicationType && communicationTypeNames[row.communicationType][lang],
          row.model,
          row.hardwareVersion,
          row.softwareVersion,
          row.rssi,
          row.devices,
          clockTime(row.lastOnline, row.plantTimeZone ?? 'UTC'),
          row.plantTimeZone ?? 'UTC',
        ]),
      );
      return { filename: `gateways-${new Date().toISOString().slice(0, 10)}.xlsx`, content };
    },

    /** The template of the batch import (and of registration: its last two columns). */
    template: () => gatewaySheet(['SN', 'Key', 'Model', 'Hardware version', 'Note'], [templateExample]),

    /** Checks one SN and key for an import (305, 300, 301 refused). */
    async checkOne(
      caller: TPrincipal,
      credentials: TGatewayCredentials,
      customerId: string | undefined,
      lang: TLang,
    ) {
      importingCompany(caller);
      await checkCustomer(caller, customerId, lang);
      const { code } = await importCode(credentials);
      if (code !== ErrorCode.ok) throw new AppError(code);
      return { sn: credentials.sn };
    },

    /** Imports one gateway into the caller's company (for a customer of it, optionally). */
    async importOne(
      caller: TPrincipal,
      credentials: TGatewayCredentials,
      customerId: string | undefined,
      lang: TLang,
    ) {
      const companyId = importingCompany(caller);
      const customer = await checkCustomer(caller, customerId, lang);
      const { code, id } = await importCode(credentials);
      if (code !== ErrorCode.ok || !id) throw new AppError(code);
      if (!(await repository.assign(id, companyId, customer))) throw new AppError(ErrorCode.gatewayUsed);
      await maintenanceLog.record({
        actorUserId: caller.userId,
        action: 'import',
        gatewaySn: credentials.sn,
      });
      return visible(caller, id);
    },

    /** `POST /gateways/check`: each pair's code, nothing imported. */
    async checkPairs(caller: TPrincipal, pairs: { sn: string; key: string }[], lang: TLang) {
      importingCompany(caller);
      const rows = pairs.map((pair, index) => ({ row: index + 1, model: '', hardwareVersion: '', ...pair }));
      const results = await checkImportRows(rows, lang);
      return sheetResult(
        results.map(({ id: _id, ...row }) => row),
        0,
      );
    },

    /** Every row of an import sheet checked, nothing imported. */
    async checkSheet(caller: TPrincipal, form: TUpload | undefined, lang: TLang) {
      const rows = sheetOf(form, lang);
      importingCompany(caller);
      const results = await checkImportRows(rows, lang);
      return sheetResult(
        results.map(({ id: _id, ...row }) => row),
        0,
      );
    },

    /** Imports the valid rows of a sheet; the others keep their refusal. */
    async importSheet(
      caller: TPrincipal,
      form: TUpload | undefined,
      customerId: string | undefined,
      lang: TLang,
    ) {
      const sheet = sheetOf(form, lang);
      const companyId = importingCompany(caller);
      const customer = await checkCustomer(caller, customerId, lang);
      const results = await checkImportRows(sheet, lang);
      let imported = 0;
      const rows: TGatewayRowResult[] = [];
      for (const { id, ...row } of results) {
        if (id && row.code === ErrorCode.ok) {
          if (await repository.assign(id, companyId, customer)) {
            imported++;
            await maintenanceLog.record({
              actorUserId: caller.userId,
              action: 'import',
              gatewaySn: row.sn,
              detail: `sheet row ${row.row}`,
            });
          } else {
            Object.assign(row, {
              code: ErrorCode.gatewayUsed,
              message: errorMessage(ErrorCode.gatewayUsed, lang),
            });
          }
        }
        rows.push(row);
      }
      return sheetResult(rows, imported);
    },

    /**
     * The platform registers one gateway before it ships: 301 when the SN exists, its `data`
     * saying so for the SN field ("already registered": nobody uses a gateway not yet shipped).
     */
    async create(body: TGatewayCreate, lang: TLang) {
      const created = await repository.register([
        {
          sn: body.sn,
          keyHash: hashGatewayKey(body.key),
          model: body.model || null,
          hardwareVersion: body.hardwareVersion || null,
        },
      ]);
      if (!created.has(body.sn))
        throw new AppError(
          ErrorCode.gatewayUsed,
          {},
          {
            field: 'sn',
            message: inputMessage('gatewayRegistered', lang),
          },
        );
      const gateway = await repository.findVisibleBySn({ scope: 'platform' }, body.sn);
      if (!gateway) throw new AppError(ErrorCode.notFound);
      return gateway;
    },

    /** The platform registers the valid rows of a sheet; each row gets its result. */
    async createSheet(form: TUpload | undefined, lang: TLang) {
      const rows = sheetOf(form, lang);
      const existing = await repository.existing(rows.map((row) => row.sn));
      const validRowOf = new Map<string, number>();
      const results = rows.map((row) => {
        const code = registrationCode(row, existing);
        const earlier = validRowOf.get(row.sn);
        if (code === ErrorCode.ok && earlier !== undefined)
          return { ...row, ...repeatOf(row, earlier, lang) };
        if (code === ErrorCode.ok) validRowOf.set(row.sn, row.row);
        return { ...row, code, message: registrationMessage(code, row, lang) };
      });
      const valid = results.filter((row) => row.code === ErrorCode.ok);
      const created = await repository.register(
        valid.map((row) => ({
          sn: row.sn,
          keyHash: hashGatewayKey(row.key),
          model: row.model || null,
          hardwareVersion: row.hardwareVersion || null,
        })),
      );
      const report = results.map(({ row, sn, code, message }) =>
        code === ErrorCode.ok && !created.has(sn)
          ? { row, sn, code: ErrorCode.gatewayUsed, message: inputMessage('gatewayRegistered', lang) }
          : { row, sn, code, message },
      );
      return sheetResult(report, created.size);
    },

    /** Plant wizard, step 1: may this gateway be bound? (305, 300, 301 refused; the plants' rule). */
    checkForBinding: (credentials: TGatewayCredentials) => plants.checkGateway(credentials),

    /** Unbinds a gateway from its plant; needs the right to edit that plant. */
    async unbind(caller: TPrincipal, id: string) {
      const gateway = await visible(caller, id);
      if (gateway.plantId) {
        await plants.access(caller, gateway.plantId, 'edit');
        await plantsRepository.unbindGateway(id);
      }
      return visible(caller, id).catch(() => ({
        ...gateway,
        plantId: null,
        plantName: null,
        binding: 'unbound' as const,
      }));
    },

    /**
     * Deletes a gateway: a company's goes back to the platform's stock (unbound, no company); the
     * platform's is gone with its devices. A bound one needs the right to edit its plant.
     */
    async delete(caller: TPrincipal, id: string) {
      const gateway = await visible(caller, id);
      if (caller.kind === 'customer') throw new AppError(ErrorCode.noPermission);
      if (gateway.plantId) await plants.access(caller, gateway.plantId, 'edit');
      if (gateway.plantId) await plantsRepository.unbindGateway(id);
      if (caller.kind === 'platform') await repository.remove(id);
      else await repository.release(id);
      await maintenanceLog.record({
        actorUserId: caller.userId,
        action: 'delete',
        plantId: gateway.plantId,
        gatewaySn: gateway.sn,
        detail: caller.kind === 'platform' ? 'removed' : "back to the platform's stock",
      });
      return { id, sn: gateway.sn };
    },

    customers: (caller: TPrincipal) =>
      caller.kind === 'customer' ? Promise.resolve([]) : repository.customersOf(caller.companyId ?? null),

    /** 5-minute averages of a gateway's devices over at most 31 days. */
    async workdata(caller: TPrincipal, query: TWorkdataQuery, lang: TLang): Promise<TWorkdata> {
      return readingsOf(await visibleBySn(caller, query.gatewaySn), query, lang);
    },

    async workdataDownload(caller: TPrincipal, query: TWorkdataQuery, lang: TLang) {
      const gateway = await visibleBySn(caller, query.gatewaySn);
      const data = await readingsOf(gateway, query, lang);
      // The readings on the plant's clock, which the time column names.
      const timeZone = gateway.plantTimeZone ?? 'UTC';
      const content = gatewaySheet(
        [`Time (${timeZone})`, 'Device SN', ...data.keys.map((key) => data.names[key] ?? key)],
        data.rows.map((row) => [
          clockTime(row.at, timeZone),
          row.deviceSn,
          ...data.keys.map((key) => row.values[key] ?? null),
        ]),
        'Readings',
      );
      return { filename: `${query.gatewaySn}-readings.xlsx`, content };
    },

    async workdataEvents(
      caller: TPrincipal,
      query: TWorkdataQuery & { page: number; size: number },
      lang: TLang,
    ) {
      const gateway = await repository.findVisibleBySn(tenancyOf(caller), query.gatewaySn);
      if (!gateway) throw new AppError(ErrorCode.notFound);
      return events.list(
        tenancyOf(caller),
        { gatewayId: gateway.id, from: query.from, to: query.to, page: query.page, size: query.size },
        lang,
      );
    },
  };
}
export type GatewaysService = ReturnType<typeof createGatewaysService>;
