import { z } from 'zod';
import {
  ZDataType,
  ZDeviceKind,
  ZDictionaryEntry,
  ZFunctionCode,
  ZLocalizedName,
  ZRegisterBlock,
} from '@sunfleet/protocols/dictionary';
import { decimalInRange, integerInRange, plainText } from './validators.ts';

// The web reaches the dictionary vocabulary through the contract, which owns what two places need.
export {
  dataTypes,
  deviceKinds,
  type TDataType,
  type TDeviceKind,
  type TDictionaryEntry,
  type TRegisterBlock,
} from '@sunfleet/protocols/dictionary';

/**
 * Device protocol configuration (spec sections 3 and 7 "Logs"): the protocol dictionaries a
 * company can use — shipped with Sunfleet (read-only) or imported from a community YAML map — and
 * the logger functions (Modbus function codes a data logger supports).
 */

export const protocolSources = ['shipped', 'imported', 'custom'] as const;
export const ZProtocolSource = z.enum(protocolSources);
export type TProtocolSource = z.infer<typeof ZProtocolSource>;

/** A dictionary in the list: where it comes from and how big it is. */
export const ZProtocolSummary = z.object({
  id: z.string(),
  kind: ZDeviceKind,
  brand: z.string().nullable(),
  model: z.string(),
  source: ZProtocolSource,
  blockCount: z.int(),
  entryCount: z.int(),
  /** Only a company's own imported dictionaries can be edited or deleted. */
  editable: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type TProtocolSummary = z.infer<typeof ZProtocolSummary>;

export const ZProtocolDetail = ZProtocolSummary.extend({
  blocks: z.array(ZRegisterBlock),
  entries: z.array(ZDictionaryEntry),
});
export type TProtocolDetail = z.infer<typeof ZProtocolDetail>;

export const ZProtocolParams = z.object({ id: z.string().min(1).max(64) });
export const ZProtocolEntryParams = ZProtocolParams.extend({ key: z.string().min(1).max(64) });

/** Optional fields of the import form beside its `file`: they override what the file implies. */
export const ZProtocolImportFields = z.object({
  kind: ZDeviceKind.optional(),
  model: plainText(64).optional(),
});

/** What the importer understood of a community YAML map, and the items it left out. */
export const ZProtocolImportResult = z.object({
  /** Id of the stored dictionary; absent from a check, which stores nothing. */
  id: z.string().optional(),
  model: z.string(),
  kind: ZDeviceKind,
  blocks: z.array(ZRegisterBlock),
  items: z.int(),
  rulesUsed: z.array(z.int()),
  skipped: z.array(z.object({ name: z.string(), reason: z.string() })),
  entries: z.array(ZDictionaryEntry),
});
export type TProtocolImportResult = z.infer<typeof ZProtocolImportResult>;

/**
 * An edit of one entry of an imported dictionary: every spec field except its key. The server
 * checks the edited entry against the whole dictionary (fixed widths, registers inside a block).
 */
export const ZProtocolEntryEdit = z.object({
  names: ZLocalizedName,
  functionCode: ZFunctionCode,
  start: integerInRange(0, 65535),
  count: integerInRange(1, 64),
  dataType: ZDataType,
  byteSwap: z.boolean(),
  registerSwap: z.boolean(),
  base: integerInRange(-2147483648, 2147483647),
  scale: decimalInRange(-1000000, 1000000, 6).refine((scale) => scale !== 0, { message: 'invalid' }),
  skipBytes: integerInRange(0, 127),
  required: z.boolean(),
  unit: plainText(16),
});
export type TProtocolEntryEdit = z.infer<typeof ZProtocolEntryEdit>;
export type TProtocolEntryEditForm = z.input<typeof ZProtocolEntryEdit>;

/** A command a data logger supports, by its Modbus function code. */
export const ZLoggerFunction = z.object({
  id: z.uuid(),
  code: z.int(),
  name: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  updatedAt: z.string(),
});
export type TLoggerFunction = z.infer<typeof ZLoggerFunction>;

/** Create (without `id`) or update (with it) a logger function; the code must be unique (5000). */
export const ZLoggerFunctionInput = z.object({
  id: z.uuid().optional(),
  code: integerInRange(1, 255),
  name: plainText(64, { required: true }),
  description: plainText(200),
  enabled: z.boolean(),
});
export type TLoggerFunctionInput = z.infer<typeof ZLoggerFunctionInput>;
export type TLoggerFunctionForm = z.input<typeof ZLoggerFunctionInput>;

/** `GET /logger/function/check`: is `code` free (ignoring the function being edited)? */
export const ZLoggerFunctionCheckQuery = z.object({
  code: integerInRange(1, 255),
  id: z.uuid().optional(),
});

/** Modbus function codes are shown in hex as data-logger manuals write them (0x10). */
export const functionCodeHex = (code: number) => `0x${code.toString(16).toUpperCase().padStart(2, '0')}`;
