import { z } from 'zod';
import { decodeFrame, encodeEntry, type TFrameBlock, type TValue } from './codec.ts';
import { findShippedDictionary } from './dictionaries/catalog.ts';
import {
  entryAddresses,
  findBlock,
  ZDictionaryEntry,
  ZLocalizedName,
  type TDictionaryEntry,
  type TDictionaryEntryInput,
  type TProtocolDictionary,
} from './dictionary.ts';

/**
 * Remote settings: the holding registers a device accepts writes to, grouped into the pages of
 * its brand family's settings screen (spec section 7, "Remote settings by brand family"). A
 * shipped dictionary may carry such a map; a community map (read-only sensors) never does.
 */
export const settingsFamilies = [
  'mt',
  'gy',
  'dyStore',
  'dyStoreThreePhase',
  'asw',
  'uneet',
  'dyGrid',
] as const;
export const ZSettingsFamily = z.enum(settingsFamilies);
export type TSettingsFamily = z.infer<typeof ZSettingsFamily>;

/** The write sub-pages each family names (spec section 7); `read` reads them all. */
export const familyPages: Record<TSettingsFamily, readonly string[]> = {
  mt: [
    'singleInstruction',
    'writeEtoday',
    'writeEtotal',
    'startUp',
    'gridVolt',
    'gridFreq',
    'overFreq',
    'reactive',
    'dci',
    'active',
    'acVoltFreq',
    'meter',
  ],
  gy: [
    'basicSetting',
    'pcsWorkModel',
    'gridProtect',
    'gridProtectTime',
    'freqParam',
    'powerFactor',
    'sysMeter',
    'setBattery',
    'sysTime',
  ],
  dyStore: [
    'batt',
    'workMode',
    'gridInput',
    'smartLoad',
    'advanced',
    'basic',
    'reset',
    'systime',
    'arc',
    'arcClear',
  ],
  dyStoreThreePhase: [
    'batt',
    'workMode',
    'gridInput',
    'gridInput2',
    'smartLoad',
    'advanced',
    'advanced2',
    'basic',
    'reset',
    'systime',
    'arc',
    'arcClear',
  ],
  asw: ['basic', 'gridProtect', 'activeCtrl', 'reactiveCtrl'],
  uneet: ['safetySetting'],
  dyGrid: ['protectPara', 'eeprom', 'runPara'],
};

/**
 * What writing a setting does to the plant, for the simulator to apply physically: an export cap
 * (W, or 0 in a zero-export mode), the power switch, the battery's reserve, the time-of-use table.
 */
export const settingEffects = [
  'exportLimitW',
  'activePowerLimitPercent',
  'exportEnabled',
  'zeroExportMode',
  'powerSwitch',
  'batteryReserveSoc',
  'timeOfUseEnabled',
  'timeOfUseSlot',
] as const;
export type TSettingEffect = (typeof settingEffects)[number];

/** One writable value: its registers (an entry of function code 3) and what a write may carry. */
export const ZSettingField = z
  .object({
    entry: ZDictionaryEntry,
    min: z.number().optional(),
    max: z.number().optional(),
    /** Decimals a value may have (spec section 9: at most 9999999.00 with the stated precision). */
    precision: z.int().min(0).max(3).default(0),
    /** Fields of one group are always written together, in one request (a time-of-use slot, a date). */
    group: z.string().optional(),
    effect: z.enum(settingEffects).optional(),
    /** The value a device leaves the factory with (the simulator starts there). */
    factory: z.union([z.number(), z.string()]).optional(),
    /** The value that means "off" for a switch (Solis writes 0xDE to stop, 0xBE to start). */
    offValue: z.int().default(0),
  })
  .refine((field) => field.entry.functionCode === 3, { message: 'Settings are holding registers' })
  .refine(
    (field) => field.entry.lookup !== undefined || field.min !== undefined || field.entry.dataType !== 'u16',
    {
      message: 'A numeric setting states its range',
    },
  );
export type TSettingField = z.infer<typeof ZSettingField>;
export type TSettingFieldInput = z.input<typeof ZSettingField>;

export const ZSettingsPage = z.object({
  id: z.string().min(1),
  names: ZLocalizedName,
  fields: z.array(ZSettingField),
});
export type TSettingsPage = z.infer<typeof ZSettingsPage>;

export const ZSettingsMap = z
  .object({
    /** The dictionary these settings belong to (devices name their dictionary). */
    dictionaryId: z.string(),
    family: ZSettingsFamily,
    /** Deye and others accept only Write Multiple Registers, even for one register. */
    writeFunctionCode: z.union([z.literal(16), z.literal(6)]).default(16),
    pages: z.array(ZSettingsPage).min(1),
  })
  .superRefine((map, ctx) => {
    const keys = new Set<string>();
    for (const page of map.pages) {
      if (!familyPages[map.family].includes(page.id))
        ctx.addIssue({ code: 'custom', message: `${map.family} has no page ${page.id}` });
      for (const field of page.fields) {
        if (keys.has(field.entry.key)) ctx.addIssue({ code: 'custom', message: `${field.entry.key} twice` });
        keys.add(field.entry.key);
      }
    }
  });
export type TSettingsMap = z.infer<typeof ZSettingsMap>;
export type TSettingsMapInput = z.input<typeof ZSettingsMap>;

export const defineSettings = (map: TSettingsMapInput): TSettingsMap => ZSettingsMap.parse(map);

/** A dictionary's entry, reused as a setting (the time-of-use table Deye also reports). */
export function entryOf(dictionary: TProtocolDictionary, key: string): TDictionaryEntryInput {
  const entry = dictionary.entries.find((candidate) => candidate.key === key);
  if (!entry) throw new Error(`${dictionary.id} has no entry ${key}`);
  return entry;
}

export const settingFields = (map: TSettingsMap): TSettingField[] => map.pages.flatMap((page) => page.fields);

/** A register span to read or write. */
export interface TRegisterSpan {
  start: number;
  count: number;
}

/**
 * Spans covering the fields' registers, each at most `maxCount` long (125 per Modbus read). A gap
 * of a few registers is read through only when the device answers for them (`isReadable`: its
 * polled holding blocks); elsewhere an address it does not have would fail the whole read.
 */
export function spansOf(
  entries: readonly TDictionaryEntry[],
  maxCount = 125,
  isReadable: (address: number) => boolean = () => false,
): TRegisterSpan[] {
  const addresses = [...new Set(entries.flatMap((entry) => entryAddresses(entry)))].sort((a, b) => a - b);
  const spans: TRegisterSpan[] = [];
  for (const address of addresses) {
    const last = spans.at(-1);
    const end = last ? last.start + last.count : 0;
    const gap = Array.from({ length: Math.max(0, address - end) }, (_, i) => end + i);
    if (last && gap.length <= 4 && address - last.start < maxCount && gap.every(isReadable))
      last.count = address - last.start + 1;
    else spans.push({ start: address, count: 1 });
  }
  return spans;
}

/** Holding registers the device of a map answers for: those its dictionary polls. */
export function readableIn(map: TSettingsMap): (address: number) => boolean {
  const dictionary = findShippedDictionary(map.dictionaryId);
  return (address) => dictionary !== undefined && findBlock(dictionary.blocks, 3, address) !== undefined;
}

/** Register address → word, from spans read. */
export type TRegisterImage = ReadonlyMap<number, number>;

export function imageOf(blocks: readonly { start: number; words: readonly number[] }[]): TRegisterImage {
  return new Map(blocks.flatMap((block) => block.words.map((word, i) => [block.start + i, word] as const)));
}

/**
 * The settings as a dictionary of their own, so reading them decodes with the codec that decodes
 * uploads (one per map: the codec keeps its layouts per dictionary object).
 */
const settingsDictionaries = new WeakMap<TSettingsMap, TProtocolDictionary>();
function settingsDictionary(map: TSettingsMap): TProtocolDictionary {
  let dictionary = settingsDictionaries.get(map);
  if (!dictionary) {
    const entries = settingFields(map).map((field) => field.entry);
    const blocks = spansOf(entries, 125, readableIn(map)).map((span) => ({
      functionCode: 3 as const,
      ...span,
    }));
    dictionary = { id: map.dictionaryId, kind: 'inverterString', model: map.family, blocks, entries };
    settingsDictionaries.set(map, dictionary);
  }
  return dictionary;
}

/** The registers to read for every setting of a map. */
export const readSpans = (map: TSettingsMap): TRegisterSpan[] =>
  settingsDictionary(map).blocks.map(({ start, count }) => ({ start, count }));

/** Setting values from holding registers read (a lookup value as its code). */
export function readSettingValues(
  map: TSettingsMap,
  blocks: readonly { start: number; words: readonly number[] }[],
): Record<string, TValue> {
  const frame: TFrameBlock[] = blocks.map((block) => ({
    functionCode: 3,
    start: block.start,
    words: [...block.words],
  }));
  const { values } = decodeFrame(settingsDictionary(map), frame);
  return Object.fromEntries(values.map((value) => [value.key, value.value]));
}

/** Each register a value writes, in wire order. */
function fieldWords(field: TSettingField, value: TValue): { address: number; word: number }[] {
  const words = encodeEntry(field.entry, value);
  return entryAddresses(field.entry).map((address, i) => ({ address, word: words[i] ?? 0 }));
}

/**
 * Write requests for changed values: contiguous registers merge into one Write Multiple
 * Registers request of at most 123 words; bit fields and masked words are patched onto the words
 * read, so neighbouring bits keep their values.
 */
export function writeRequests(
  fields: readonly TSettingField[],
  values: Readonly<Record<string, TValue>>,
  current: TRegisterImage,
): { start: number; words: number[] }[] {
  const patched = new Map<number, number>();
  for (const field of fields) {
    const value = values[field.entry.key];
    if (value === undefined) continue;
    for (const { address, word } of fieldWords(field, value)) {
      const mask = field.entry.mask;
      const base = patched.get(address) ?? current.get(address) ?? 0;
      patched.set(address, mask === undefined ? word : (base & ~mask & 0xffff) | (word & mask));
    }
  }
  const requests: { start: number; words: number[] }[] = [];
  for (const [address, word] of [...patched].sort(([a], [b]) => a - b)) {
    const last = requests.at(-1);
    if (last && last.start + last.words.length === address && last.words.length < 123) last.words.push(word);
    else requests.push({ start: address, words: [word] });
  }
  return requests;
}
