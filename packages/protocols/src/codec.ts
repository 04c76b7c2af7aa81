import type {
  TDictionaryEntry,
  TFlag,
  TFunctionCode,
  TLocalizedName,
  TProtocolDictionary,
} from './dictionary.ts';
import { entryAddresses, isIntegerType } from './dictionary.ts';
import type { TRole } from './roles.ts';

/** Words a gateway read in one Modbus request, as carried in an upload. */
export interface TFrameBlock {
  functionCode: TFunctionCode;
  start: number;
  words: number[];
}

/** Integers and scaled numbers, text (ASCII, versions, times) or register lists (bit fields, raw). */
export type TValue = number | string | number[];

export interface TDecodedValue {
  key: string;
  value: TValue;
  unit: string;
  role?: TRole;
  /** The lookup label of an integer code (running status, work mode …). */
  label?: TLocalizedName;
}

export interface TDroppedValue {
  key: string;
  value: TValue;
  reason: 'outOfRange' | 'invalidValue';
}

export interface TDecodedFrame {
  values: TDecodedValue[];
  dropped: TDroppedValue[];
  /** Key of a value whose range check discards the whole frame (the device sent garbage). */
  invalidatedBy?: string;
}

export type TFrameErrorCode = 'unknownBlock' | 'wrongLength' | 'invalidWord' | 'missingRequired';

/** An upload that does not fit its dictionary; nothing of it should be stored as values. */
export class FrameDecodeError extends Error {
  override readonly name = 'FrameDecodeError';
  constructor(
    readonly code: TFrameErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export type TEncodeErrorCode = 'unknownKey' | 'outOfRange' | 'unknownLabel' | 'wrongShape';

/** A value that cannot be written into its registers. */
export class RegisterEncodeError extends Error {
  override readonly name = 'RegisterEncodeError';
  constructor(
    readonly code: TEncodeErrorCode,
    readonly key: string,
    message: string,
  ) {
    super(`${key}: ${message}`);
  }
}

/** Registers of both function codes in one map; 4 and 3 address separate register spaces. */
type TRegisterImage = Map<number, number>;
const imageSlot = (functionCode: TFunctionCode, address: number) => functionCode * 0x10000 + address;

/**
 * Decodes the register blocks of one upload into named values with units. The blocks may cut the
 * registers any way (the dictionary's own blocks, a community map's requests, overlapping or
 * wider blocks): every entry whose registers some block carries is decoded, the others are absent.
 * Values outside their validation range are dropped, and a value marked `invalidatesFrame`
 * discards the whole frame.
 */
export function decodeFrame(dictionary: TProtocolDictionary, blocks: readonly TFrameBlock[]): TDecodedFrame {
  const polledWords = checkedWords(blocks);
  const sources = layoutOf(dictionary, blocks);
  const decoded: TDecodedFrame = { values: [], dropped: [] };
  const { entries } = dictionary;
  for (let index = 0; index < entries.length; index++) {
    const entry = entries[index]!;
    const entrySources = sources[index]!;
    const reading = isPlainInteger(entry)
      ? readPlainInteger(entry, polledWords, entrySources)
      : readWords(entry, entryWords(polledWords, entrySources));
    if (!reading) {
      if (entry.required)
        throw new FrameDecodeError(
          'missingRequired',
          `The frame does not carry the required value ${entry.key}`,
        );
      continue;
    }
    if (reading.invalid) {
      decoded.dropped.push({ key: entry.key, value: reading.value, reason: 'invalidValue' });
      continue;
    }
    if (!isWithinValidation(entry, reading.value)) {
      if (entry.validation?.invalidatesFrame)
        return {
          values: [],
          dropped: [{ key: entry.key, value: reading.value, reason: 'outOfRange' }],
          invalidatedBy: entry.key,
        };
      decoded.dropped.push({ key: entry.key, value: reading.value, reason: 'outOfRange' });
      continue;
    }
    const value: TDecodedValue = { key: entry.key, value: reading.value, unit: entry.unit };
    if (entry.role) value.role = entry.role;
    if (reading.label) value.label = reading.label;
    decoded.values.push(value);
  }
  if (decoded.values.length === 0 && decoded.dropped.length === 0 && blocks.length > 0)
    throw new FrameDecodeError('unknownBlock', 'No block of the frame holds a whole value of the dictionary');
  return decoded;
}

/** The words of each block, after checking that they are 16-bit values within the register space. */
function checkedWords(blocks: readonly TFrameBlock[]): (readonly number[])[] {
  return blocks.map((block) => {
    const badWord = block.words.findIndex((word) => !Number.isInteger(word) || word < 0 || word > 0xffff);
    if (badWord >= 0)
      throw new FrameDecodeError(
        'invalidWord',
        `Word ${badWord} of the block at ${block.start} is not a 16-bit value`,
      );
    if (block.start + block.words.length > 0x10000)
      throw new FrameDecodeError(
        'wrongLength',
        `The block at register ${block.start} runs past register 65535`,
      );
    return block.words;
  });
}

/**
 * Where each register of each entry is read in frames cut one way: per entry (by index), pairs of
 * (index of the frame's block, offset in it), from the first block that carries the register; -1
 * when none does. Worked out once per layout and dictionary: decoding runs for every reading, and
 * a gateway polls a device the same way every time.
 */
type TLayoutSources = readonly (readonly number[])[];
const layoutsOfDictionary = new WeakMap<TProtocolDictionary, Map<string, TLayoutSources>>();
/** Layouts kept per dictionary; a gateway that keeps changing its blocks only costs recomputation. */
const maxLayouts = 16;

function layoutOf(dictionary: TProtocolDictionary, blocks: readonly TFrameBlock[]): TLayoutSources {
  let layouts = layoutsOfDictionary.get(dictionary);
  if (!layouts) {
    layouts = new Map<string, TLayoutSources>();
    layoutsOfDictionary.set(dictionary, layouts);
  }
  let signature = '';
  for (const block of blocks) signature += `${block.functionCode}:${block.start}:${block.words.length};`;
  let sources = layouts.get(signature);
  if (!sources) {
    sources = dictionary.entries.map((entry) => registerSources(blocks, entry));
    if (layouts.size >= maxLayouts) layouts.delete(layouts.keys().next().value!);
    layouts.set(signature, sources);
  }
  return sources;
}

function registerSources(blocks: readonly TFrameBlock[], entry: TDictionaryEntry): number[] {
  return entryAddresses(entry).flatMap((address) => {
    const index = blocks.findIndex(
      (block) =>
        block.functionCode === entry.functionCode &&
        address >= block.start &&
        address < block.start + block.words.length,
    );
    return index < 0 ? [-1, 0] : [index, address - blocks[index]!.start];
  });
}

const readWords = (entry: TDictionaryEntry, words: number[] | undefined) => words && readEntry(entry, words);

/**
 * An integer of one register, or of two in either order, with no bytes to skip or swap: most
 * values of every dictionary. Read straight from the polled words, without the arrays the general
 * path builds for each value.
 */
const isPlainInteger = (entry: TDictionaryEntry) =>
  isIntegerType(entry.dataType) && entry.skipBytes === 0 && !entry.byteSwap;

function readPlainInteger(
  entry: TDictionaryEntry,
  polledWords: readonly (readonly number[])[],
  sources: readonly number[],
): TReading | undefined {
  const first = polledWords[sources[0]!]?.[sources[1]!];
  if (first === undefined) return undefined;
  if (sources.length === 2) return integerOf(entry, first, 1);
  const second = polledWords[sources[2]!]?.[sources[3]!];
  if (second === undefined) return undefined;
  const unsigned = entry.registerSwap ? second * 0x10000 + first : first * 0x10000 + second;
  return integerOf(entry, unsigned, 2);
}

function entryWords(
  polledWords: readonly (readonly number[])[],
  sources: readonly number[],
): number[] | undefined {
  const words: number[] = [];
  for (let i = 0; i < sources.length; i += 2) {
    const word = polledWords[sources[i]!]?.[sources[i + 1]!];
    if (word === undefined) return undefined;
    words.push(word);
  }
  return words;
}

function isWithinValidation(entry: TDictionaryEntry, value: TValue): boolean {
  if (typeof value !== 'number' || !entry.validation) return true;
  const { min, max } = entry.validation;
  return !(min !== undefined && value < min) && !(max !== undefined && value > max);
}

interface TReading {
  value: TValue;
  label?: TLocalizedName;
  invalid?: boolean;
}

/** The value's registers as 16-bit words in significance order, after both swaps. */
function valueWords(entry: TDictionaryEntry, words: readonly number[]): number[] {
  const ordered = entry.registerSwap ? [...words].reverse() : [...words];
  return entry.byteSwap ? ordered.map((word) => ((word & 0xff) << 8) | (word >> 8)) : ordered;
}

/** The value's bytes, most significant first: register swap, then byte swap. */
function valueBytes(entry: TDictionaryEntry, words: readonly number[]): number[] {
  const bytes: number[] = [];
  for (const word of valueWords(entry, words)) bytes.push(word >> 8, word & 0xff);
  return bytes;
}

function readEntry(entry: TDictionaryEntry, words: readonly number[]): TReading {
  switch (entry.dataType) {
    case 'u16':
    case 's16':
    case 'u32':
    case 's32':
      return readInteger(entry, words);
    case 'ascii':
      return readAscii(entry, words);
    case 'bits':
    case 'raw':
      return { value: valueWords(entry, words) };
    case 'version':
      return { value: valueWords(entry, words).map(versionText).join('-') };
    case 'datetime':
      return readDateTime(valueWords(entry, words));
    case 'timeOfDay':
      return readTimeOfDay(valueWords(entry, words)[0] ?? 0);
  }
}

/** The unsigned number an integer entry's bytes spell, most significant first. */
function unsignedOf(entry: TDictionaryEntry, words: readonly number[]): number {
  return valueBytes(entry, words)
    .slice(entry.skipBytes)
    .reduce((n, byte) => n * 256 + byte, 0);
}

function readInteger(entry: TDictionaryEntry, words: readonly number[]): TReading {
  return integerOf(entry, unsignedOf(entry, words), words.length);
}

/** The value of an integer entry whose registers spell `unsigned`. */
function integerOf(entry: TDictionaryEntry, unsigned: number, registers: number): TReading {
  let raw = unsigned;
  const width = 2 ** (registers * 16 - entry.skipBytes * 8);
  if (entry.mask !== undefined) raw = (raw & entry.mask) >>> 0;
  if (isSigned(entry) && raw >= width / 2) raw -= width;
  const code = raw - entry.base;
  const value = roundToScale(code * entry.scale, entry.scale);
  const label = entry.lookup?.find((item) => item.value === code)?.label;
  return label ? { value, label } : { value };
}

const isSigned = (entry: TDictionaryEntry) => entry.dataType === 's16' || entry.dataType === 's32';

/**
 * Multiplying by 0.1 leaves binary noise (25.299999…); keep the decimals the scale has. A value is
 * a whole code times the scale, so it lies next to a whole number of the scale's decimal steps.
 */
function roundToScale(value: number, scale: number): number {
  if (Number.isInteger(scale)) return value;
  const steps = decimalStepsOf(scale);
  return Math.round(value * steps) / steps;
}

/** 10 to the number of decimals the scale has (100 for 0.01, 1,000 for 0.125). */
const decimalStepsOfScale = new Map<number, number>();

function decimalStepsOf(scale: number): number {
  let steps = decimalStepsOfScale.get(scale);
  if (steps === undefined) {
    const [mantissa = '', exponent] = Math.abs(scale).toExponential().split('e');
    const fractionDigits = mantissa.split('.')[1]?.length ?? 0;
    steps = 10 ** Math.min(20, Math.max(0, fractionDigits - Number(exponent)));
    decimalStepsOfScale.set(scale, steps);
  }
  return steps;
}

function readAscii(entry: TDictionaryEntry, words: readonly number[]): TReading {
  const bytes = valueBytes(entry, words).slice(entry.skipBytes);
  const text = String.fromCharCode(...bytes).replace(/[\0 ]+$/, '');
  // An unprogrammed serial number reads as 0xFF bytes; it is not text.
  return { value: text, invalid: !/^[\x20-\x7e]*$/.test(text) };
}

const versionText = (word: number) =>
  [word >> 12, (word >> 8) & 0xf, (word >> 4) & 0xf, word & 0xf]
    .map((n) => n.toString(16).toUpperCase())
    .join('.');

const pad2 = (n: number) => String(n).padStart(2, '0');

function readDateTime([yearMonth = 0, dayHour = 0, minuteSecond = 0]: number[]): TReading {
  const parts = {
    year: 2000 + (yearMonth >> 8),
    month: yearMonth & 0xff,
    day: dayHour >> 8,
    hour: dayHour & 0xff,
    minute: minuteSecond >> 8,
    second: minuteSecond & 0xff,
  };
  const { year, month, day, hour, minute, second } = parts;
  const value = `${year}-${pad2(month)}-${pad2(day)} ${pad2(hour)}:${pad2(minute)}:${pad2(second)}`;
  return { value, invalid: !isValidDateTime(parts) };
}

function isValidDateTime(p: {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}) {
  const daysInMonth = new Date(Date.UTC(p.year, p.month, 0)).getUTCDate();
  return (
    p.month >= 1 &&
    p.month <= 12 &&
    p.day >= 1 &&
    p.day <= daysInMonth &&
    p.hour < 24 &&
    p.minute < 60 &&
    p.second < 60
  );
}

function readTimeOfDay(word: number): TReading {
  const hours = Math.floor(word / 100);
  const minutes = word % 100;
  return { value: `${pad2(hours)}:${pad2(minutes)}`, invalid: !isValidTimeOfDay(hours, minutes) };
}

/** 24:00 is a valid end of a time-of-use segment. */
const isValidTimeOfDay = (hours: number, minutes: number) =>
  minutes < 60 && (hours < 24 || (hours === 24 && minutes === 0));

/** The flags (alarm bits) of a bit-field entry that are set in its decoded words. */
export function activeFlags(entry: TDictionaryEntry, words: readonly number[]): TFlag[] {
  return (entry.flags ?? []).filter(
    (flag) => ((words[Math.floor(flag.bit / 16)] ?? 0) >> (flag.bit % 16)) & 1,
  );
}

const dictionaryKeys = new WeakMap<TProtocolDictionary, ReadonlySet<string>>();

/** A dictionary's value keys, collected once (a simulated history encodes some 80,000 frames). */
function keysOf(dictionary: TProtocolDictionary): ReadonlySet<string> {
  let keys = dictionaryKeys.get(dictionary);
  if (!keys) {
    keys = new Set(dictionary.entries.map((entry) => entry.key));
    dictionaryKeys.set(dictionary, keys);
  }
  return keys;
}

/**
 * Writes values into the dictionary's register blocks, as a device would present them (the
 * simulator's register image). Registers no value covers read 0; a register several entries
 * read takes the value of the first of them.
 */
export function encodeRegisters(
  dictionary: TProtocolDictionary,
  values: Readonly<Record<string, TValue>>,
): TFrameBlock[] {
  const keys = keysOf(dictionary);
  const unknownKey = Object.keys(values).find((key) => !keys.has(key));
  if (unknownKey !== undefined)
    throw new RegisterEncodeError('unknownKey', unknownKey, `${dictionary.id} has no such value`);
  const image: TRegisterImage = new Map();
  for (const entry of dictionary.entries) {
    const value = values[entry.key];
    if (value === undefined) continue;
    const words = encodeEntry(entry, value);
    entryAddresses(entry).forEach((address, i) => {
      const slot = imageSlot(entry.functionCode, address);
      // Entries that read the same registers are views of one value (a community map names a
      // register twice): the first of them in the dictionary that has a value writes it.
      if (!image.has(slot)) image.set(slot, words[i] ?? 0);
    });
  }
  return dictionary.blocks.map((block) => ({
    functionCode: block.functionCode,
    start: block.start,
    words: Array.from(
      { length: block.count },
      (_, i) => image.get(imageSlot(block.functionCode, block.start + i)) ?? 0,
    ),
  }));
}

/** The registers of one entry, in its wire order, for a value in the form `decodeFrame` returns. */
export function encodeEntry(entry: TDictionaryEntry, value: TValue): number[] {
  switch (entry.dataType) {
    case 'u16':
    case 's16':
    case 'u32':
    case 's32':
      return wireWords(entry, integerBytes(entry, integerCode(entry, value)));
    case 'ascii':
      return wireWords(entry, asciiBytes(entry, value));
    case 'bits':
    case 'raw':
      return wireWords(entry, wordBytes(registerList(entry, value)));
    case 'version':
      return wireWords(entry, wordBytes(versionWords(entry, value)));
    case 'datetime':
      return wireWords(entry, wordBytes(dateTimeWords(entry, value)));
    case 'timeOfDay':
      return wireWords(entry, wordBytes([timeOfDayWord(entry, value)]));
  }
}

const wordBytes = (words: readonly number[]) => words.flatMap((word) => [word >> 8, word & 0xff]);

/** Inverse of `valueBytes`: most-significant-first bytes back to words in wire order. */
function wireWords(entry: TDictionaryEntry, bytes: readonly number[]): number[] {
  const padded = [...Array<number>(entry.skipBytes).fill(0), ...bytes];
  const words = Array.from({ length: entry.count }, (_, i) => {
    const high = padded[2 * i] ?? 0;
    const low = padded[2 * i + 1] ?? 0;
    return entry.byteSwap ? (low << 8) | high : (high << 8) | low;
  });
  return entry.registerSwap ? words.reverse() : words;
}

function integerCode(entry: TDictionaryEntry, value: TValue): number {
  if (typeof value === 'string') {
    const match = entry.lookup?.find((item) => Object.values(item.label).includes(value));
    if (!match)
      throw new RegisterEncodeError('unknownLabel', entry.key, `"${value}" is not one of its labels`);
    return match.value;
  }
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new RegisterEncodeError('wrongShape', entry.key, 'expects a number');
  return Math.round(value / entry.scale);
}

function integerBytes(entry: TDictionaryEntry, code: number): number[] {
  const byteCount = entry.count * 2 - entry.skipBytes;
  const width = 2 ** (byteCount * 8);
  const raw = code + entry.base;
  const [min, max] = isSigned(entry) ? [-width / 2, width / 2 - 1] : [0, width - 1];
  if (raw < min || raw > max)
    throw new RegisterEncodeError('outOfRange', entry.key, `${raw} does not fit its registers`);
  const unsigned = raw < 0 ? raw + width : raw;
  if (entry.mask !== undefined && (unsigned & entry.mask) >>> 0 !== unsigned)
    throw new RegisterEncodeError('outOfRange', entry.key, `${raw} has bits outside the mask`);
  return Array.from({ length: byteCount }, (_, i) => Math.floor(unsigned / 256 ** (byteCount - 1 - i)) % 256);
}

function asciiBytes(entry: TDictionaryEntry, value: TValue): number[] {
  if (typeof value !== 'string' || !/^[\x20-\x7e]*$/.test(value))
    throw new RegisterEncodeError('wrongShape', entry.key, 'expects printable ASCII text');
  const capacity = entry.count * 2 - entry.skipBytes;
  if (value.length > capacity)
    throw new RegisterEncodeError('outOfRange', entry.key, `text longer than ${capacity} characters`);
  return Array.from({ length: capacity }, (_, i) => value.charCodeAt(i) || 0);
}

function registerList(entry: TDictionaryEntry, value: TValue): number[] {
  const isWordList =
    Array.isArray(value) &&
    value.length === entry.count &&
    value.every((word) => Number.isInteger(word) && word >= 0 && word <= 0xffff);
  if (!isWordList)
    throw new RegisterEncodeError('wrongShape', entry.key, `expects ${entry.count} 16-bit words`);
  return value;
}

function versionWords(entry: TDictionaryEntry, value: TValue): number[] {
  const groups = typeof value === 'string' ? value.split('-') : [];
  const words = groups.map((group) =>
    /^[0-9A-Fa-f](\.[0-9A-Fa-f]){3}$/.test(group) ? parseInt(group.replaceAll('.', ''), 16) : NaN,
  );
  if (words.length !== entry.count || words.some(Number.isNaN))
    throw new RegisterEncodeError('wrongShape', entry.key, `expects ${entry.count} version(s) like 1.0.A.3`);
  return words;
}

function dateTimeWords(entry: TDictionaryEntry, value: TValue): number[] {
  const match =
    typeof value === 'string' ? /^(\d{4})-(\d\d)-(\d\d)[ T](\d\d):(\d\d):(\d\d)$/.exec(value) : null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = (match?.slice(1) ?? []).map(
    Number,
  );
  if (!match || year < 2000 || year > 2255 || !isValidDateTime({ year, month, day, hour, minute, second }))
    throw new RegisterEncodeError(
      'wrongShape',
      entry.key,
      'expects a date-time YYYY-MM-DD HH:MM:SS from 2000 to 2255',
    );
  return [((year - 2000) << 8) | month, (day << 8) | hour, (minute << 8) | second];
}

function timeOfDayWord(entry: TDictionaryEntry, value: TValue): number {
  const match = typeof value === 'string' ? /^(\d\d):(\d\d)$/.exec(value) : null;
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  if (!match || !isValidTimeOfDay(hours, minutes))
    throw new RegisterEncodeError('wrongShape', entry.key, 'expects a time of day HH:MM');
  return hours * 100 + minutes;
}
