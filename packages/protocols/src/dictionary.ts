import { z } from 'zod';
import { ZRole } from './roles.ts';

/** Kinds of device a gateway polls; each dictionary describes one kind. */
export const deviceKinds = [
  'inverterSinglePhaseHybrid',
  'inverterThreePhaseHybrid',
  'inverterString',
  'inverterMicro',
  'meter',
  'batteryBms',
  'weatherStation',
] as const;
export const ZDeviceKind = z.enum(deviceKinds);
export type TDeviceKind = z.infer<typeof ZDeviceKind>;

/**
 * How the words of an entry become a value: integers of 16/32 bits, ASCII text (two characters per
 * register, high byte first), bit fields (alarm words, kept per register), versions (each register
 * as four hex nibbles), packed date-time (year/month, day/hour, minute/second bytes), time of day
 * (hhmm as a decimal number) and raw words.
 */
export const dataTypes = [
  'u16',
  's16',
  'u32',
  's32',
  'ascii',
  'bits',
  'version',
  'datetime',
  'timeOfDay',
  'raw',
] as const;
export const ZDataType = z.enum(dataTypes);
export type TDataType = z.infer<typeof ZDataType>;

const integerTypes = new Set<TDataType>(['u16', 's16', 'u32', 's32']);
export const isIntegerType = (dataType: TDataType): boolean => integerTypes.has(dataType);

/** Register count each fixed-width type needs; the others take any count. */
const fixedCounts: Partial<Record<TDataType, number>> = {
  u16: 1,
  s16: 1,
  u32: 2,
  s32: 2,
  datetime: 3,
  timeOfDay: 1,
};

/** Modbus read function codes: 3 reads holding registers, 4 reads input registers. */
export const ZFunctionCode = z.union([z.literal(3), z.literal(4)]);
export type TFunctionCode = z.infer<typeof ZFunctionCode>;
export const registerTypeOf = (functionCode: TFunctionCode) =>
  functionCode === 3 ? ('holding' as const) : ('input' as const);

const ZAddress = z.int().min(0).max(0xffff);

export const ZLocalizedName = z.object({
  en: z.string().trim().min(1),
  zh: z.string().trim().min(1).optional(),
  es: z.string().trim().min(1).optional(),
});
export type TLocalizedName = z.infer<typeof ZLocalizedName>;

/** A register block the gateway polls in one Modbus request. */
export const ZRegisterBlock = z
  .object({
    functionCode: ZFunctionCode,
    start: ZAddress,
    count: z.int().min(1),
  })
  .refine((block) => block.start + block.count <= 0x10000, {
    message: 'The block runs past register 65535',
  });
export type TRegisterBlock = z.infer<typeof ZRegisterBlock>;

export const ZLookupLabel = z.object({ value: z.int(), label: ZLocalizedName });

/** One bit of an alarm word: which event code it raises and its name. */
export const ZFlag = z.object({
  bit: z.int().min(0),
  code: z.string().trim().min(1),
  name: ZLocalizedName,
  severity: z.enum(['warning', 'fault']).default('fault'),
});
export type TFlag = z.infer<typeof ZFlag>;

export const ZValidation = z.object({
  min: z.number().optional(),
  max: z.number().optional(),
  /** The device sends garbage for the whole frame when this value is out of range (e.g. asleep). */
  invalidatesFrame: z.boolean().default(false),
});

const entryFields = z.object({
  /** Stable camelCase id of the value, used in storage and the API. */
  key: z.string().regex(/^[a-z][A-Za-z0-9]*$/, 'A key is camelCase letters and digits'),
  names: ZLocalizedName,
  functionCode: ZFunctionCode,
  start: ZAddress,
  /** Number of registers the value occupies. */
  count: z.int().min(1).max(64),
  /** Register addresses in wire order, only for values whose words are not adjacent. */
  addresses: z.array(ZAddress).optional(),
  /** Register unit: Modbus registers are 16 bits wide. */
  registerBits: z.literal(16).default(16),
  registerType: z.enum(['holding', 'input']).optional(),
  dataType: ZDataType,
  /** Swap the two bytes of every register before decoding. */
  byteSwap: z.boolean().default(false),
  /** Register (word) swap: the first register holds the least significant word. */
  registerSwap: z.boolean().default(false),
  /** Base (offset) subtracted from the raw integer before scaling. */
  base: z.int().default(0),
  scale: z
    .number()
    .refine((scale) => scale !== 0, 'The scale may not be 0')
    .default(1),
  /** Leading bytes of the value to skip (e.g. 1 reads only the low byte of a register). */
  skipBytes: z.int().min(0).default(0),
  /** A frame that should carry this value but does not is refused. */
  required: z.boolean().default(false),
  unit: z.string().default(''),
  lookup: z.array(ZLookupLabel).optional(),
  /** Bit mask applied to the raw integer before the base and scale. */
  mask: z.int().min(1).max(0xffffffff).optional(),
  validation: ZValidation.optional(),
  role: ZRole.optional(),
  flags: z.array(ZFlag).optional(),
});

/** One value of a device: where its registers are and how to decode them (spec section 3). */
export const ZDictionaryEntry = entryFields
  .superRefine((entry, ctx) => {
    const problem = entryProblem(entry);
    if (problem) ctx.addIssue({ code: 'custom', message: `${entry.key}: ${problem}` });
  })
  // Stored dictionaries carry the register type the spec lists; `overwrite` (unlike a transform)
  // keeps the schema expressible as JSON Schema for the OpenAPI document.
  .overwrite((entry) => ({ ...entry, registerType: registerTypeOf(entry.functionCode) }));
export type TDictionaryEntry = z.infer<typeof ZDictionaryEntry>;
export type TDictionaryEntryInput = z.input<typeof ZDictionaryEntry>;

/** The registers of an entry in wire order: its `addresses`, or `count` registers from `start`. */
export const entryAddresses = (entry: Pick<TDictionaryEntry, 'addresses' | 'start' | 'count'>): number[] =>
  entry.addresses ?? Array.from({ length: entry.count }, (_, i) => entry.start + i);

function entryProblem(entry: z.infer<typeof entryFields>): string | undefined {
  const fixedCount = fixedCounts[entry.dataType];
  if (fixedCount !== undefined && entry.count !== fixedCount)
    return `${entry.dataType} takes ${fixedCount} register(s), not ${entry.count}`;
  if (entry.start + entry.count > 0x10000) return 'the registers run past 65535';
  if (entry.addresses && (entry.addresses.length !== entry.count || entry.addresses[0] !== entry.start))
    return 'addresses must list `count` registers beginning with `start`';
  if (entry.registerType && entry.registerType !== registerTypeOf(entry.functionCode))
    return `function code ${entry.functionCode} reads ${registerTypeOf(entry.functionCode)} registers`;
  const canSkip = isIntegerType(entry.dataType) || entry.dataType === 'ascii';
  if (entry.skipBytes > 0 && (!canSkip || entry.skipBytes >= entry.count * 2))
    return 'skipBytes must leave at least one byte of an integer or text value';
  if ((entry.lookup || entry.mask !== undefined) && !isIntegerType(entry.dataType))
    return 'lookup and mask apply to integer values only';
  if (entry.flags && entry.dataType !== 'bits') return 'flags apply to bit fields only';
  if (entry.flags?.some((flag) => flag.bit >= entry.count * 16))
    return 'a flag bit lies outside the registers';
  return undefined;
}

/** Sunfleet's own device protocol dictionary: what to poll and how to read it. */
export const ZProtocolDictionary = z
  .object({
    /** Stable id, e.g. `deye_hybrid`; devices refer to their dictionary by it. */
    id: z.string().regex(/^[a-z0-9][a-z0-9_.-]{0,63}$/, 'An id is lowercase letters, digits, _ . -'),
    kind: ZDeviceKind,
    brand: z.string().trim().min(1).optional(),
    model: z.string().trim().min(1),
    /** Where the register facts come from (a manual, a community map). */
    source: z.string().optional(),
    blocks: z.array(ZRegisterBlock).min(1),
    entries: z.array(ZDictionaryEntry).min(1),
  })
  .superRefine((dictionary, ctx) => {
    const keys = new Set<string>();
    for (const entry of dictionary.entries) {
      if (keys.has(entry.key)) ctx.addIssue({ code: 'custom', message: `Key ${entry.key} is used twice` });
      keys.add(entry.key);
      const outside = entryAddresses(entry).find(
        (address) => !findBlock(dictionary.blocks, entry.functionCode, address),
      );
      if (outside !== undefined)
        ctx.addIssue({
          code: 'custom',
          message: `${entry.key}: register ${outside} (function ${entry.functionCode}) lies outside every block`,
        });
    }
  });
export type TProtocolDictionary = z.infer<typeof ZProtocolDictionary>;
export type TProtocolDictionaryInput = z.input<typeof ZProtocolDictionary>;

/** The block that holds a register, if the dictionary polls it. */
export function findBlock<TBlock extends TRegisterBlock>(
  blocks: readonly TBlock[],
  functionCode: TFunctionCode,
  address: number,
): TBlock | undefined {
  return blocks.find(
    (block) =>
      block.functionCode === functionCode && address >= block.start && address < block.start + block.count,
  );
}

/** Parses a dictionary written in source code; a mistake in a shipped dictionary fails at load. */
export const defineDictionary = (dictionary: TProtocolDictionaryInput): TProtocolDictionary =>
  ZProtocolDictionary.parse(dictionary);
