import { Lexer, parseDocument } from 'yaml';
import { z } from 'zod';
import type {
  TDataType,
  TDeviceKind,
  TDictionaryEntryInput,
  TProtocolDictionary,
  TRegisterBlock,
} from './dictionary.ts';
import { findBlock, isIntegerType, ZDictionaryEntry, ZProtocolDictionary } from './dictionary.ts';
import type { TRole } from './roles.ts';

/**
 * Importer for the community register-map format of the Home Assistant "solarman" integration
 * (`requests` + `parameters` with numbered decoding rules), so a user can bring another device's
 * map. It either returns a complete dictionary or throws one clear error; nothing half-built.
 */

export type TCommunityYamlErrorCode =
  | 'tooLarge'
  | 'malformedYaml'
  | 'missingRequests'
  | 'missingParameters'
  | 'invalidRequest'
  | 'invalidItem'
  | 'unknownRule'
  | 'registerOutsideBlocks'
  | 'noUsableItems';

/** Why a file was refused, in words a user can act on. */
export class CommunityYamlError extends Error {
  override readonly name = 'CommunityYamlError';
  constructor(
    readonly code: TCommunityYamlErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface TImportOptions {
  id?: string;
  kind?: TDeviceKind;
  model?: string;
}

export interface TImportResult {
  dictionary: TProtocolDictionary;
  understood: {
    model: string;
    kind: TDeviceKind;
    blocks: TRegisterBlock[];
    items: number;
    rulesUsed: number[];
  };
  skipped: { name: string; reason: string }[];
}

const maxFileBytes = 512 * 1024;

const ZRequest = z.object({
  start: z.int().min(0).max(0xffff),
  end: z.int().min(0).max(0xffff),
  mb_functioncode: z.union([z.literal(3), z.literal(4)]),
});

const ZItem = z.object({
  name: z.string().trim().min(1),
  rule: z.int(),
  registers: z.array(z.int().min(0).max(0xffff)).min(1),
  scale: z.number().optional(),
  offset: z.number().optional(),
  uom: z.string().nullish(),
  mask: z.int().min(1).max(0xffffffff).optional(),
  lookup: z.array(z.object({ key: z.int(), value: z.union([z.string(), z.number()]) })).optional(),
  validation: z.object({ min: z.number().optional(), max: z.number().optional() }).loose().nullish(),
});
type TItem = z.infer<typeof ZItem>;

const ZGroup = z.object({ group: z.unknown().optional(), items: z.array(z.unknown()) });

const knownRules = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

const hex = (address: number) => `0x${address.toString(16).toUpperCase().padStart(4, '0')}`;
const registerText = (address: number) => `${hex(address)} (${address})`;

/** Reads a community YAML map into a Sunfleet dictionary, or throws `CommunityYamlError`. */
export function importCommunityYaml(text: string, options: TImportOptions = {}): TImportResult {
  if (new TextEncoder().encode(text).length > maxFileBytes)
    throw new CommunityYamlError(
      'tooLarge',
      'The file is larger than 512 KB; a register map is much smaller.',
    );
  const document = readYaml(text);
  const blocks = readRequests(document.requests);
  const items = readItems(document.parameters);

  const skipped: TImportResult['skipped'] = [];
  const entries: TDictionaryEntryInput[] = [];
  const keys = new Set<string>();
  const rulesUsed = new Set<number>();
  for (const item of items) {
    const outside = item.registers.find((address) => !blocks.some((block) => isInBlock(block, address)));
    if (outside !== undefined)
      throw new CommunityYamlError(
        'registerOutsideBlocks',
        `Item "${item.name}" reads register ${registerText(outside)}, which lies outside every block in "requests". Widen a request or remove the item.`,
      );
    const key = uniqueKey(item.name, keys);
    if (!key) {
      skipped.push({ name: item.name, reason: 'Another item has the same name.' });
      continue;
    }
    const converted = convertItem(item, key, blocks);
    if ('reason' in converted) {
      skipped.push({ name: item.name, reason: converted.reason });
      continue;
    }
    keys.add(key);
    rulesUsed.add(item.rule);
    entries.push(converted.entry);
  }
  if (entries.length === 0)
    throw new CommunityYamlError(
      'noUsableItems',
      'None of the items in "parameters" could be read; nothing to import.',
    );

  const model = options.model ?? firstComment(text) ?? 'Imported register map';
  const kind = options.kind ?? guessKind(items);
  const dictionary = ZProtocolDictionary.parse({
    id: options.id ?? slug(model),
    kind,
    model,
    source: 'Imported community YAML map',
    blocks,
    entries,
  });
  return {
    dictionary,
    understood: {
      model,
      kind,
      blocks,
      items: entries.length,
      rulesUsed: [...rulesUsed].sort((a, b) => a - b),
    },
    skipped,
  };
}

/**
 * The document as plain values. Aliases that expand beyond reason (a "billion laughs" file) are
 * refused as malformed rather than expanded: yaml throws a ReferenceError for them.
 */
function contentOf(document: ReturnType<typeof parseDocument>): unknown {
  try {
    return document.toJS({ maxAliasCount: 100 });
  } catch (error) {
    if (!(error instanceof ReferenceError)) throw error;
    throw new CommunityYamlError('malformedYaml', `The file is not valid YAML: ${error.message}.`);
  }
}

/**
 * How deeply flow collections (`[…]`, `{…}`) may nest, as for any JSON body (the api's
 * `maxInputDepth`). yaml composes a document recursively: some ten thousand levels, which 512 KB
 * easily holds, exhaust the process's memory — a fatal crash, not an exception.
 */
const maxFlowDepth = 32;

/** Looks at the flow indicators yaml's own lexer finds (a generator, no recursion), before composing. */
function isFlowTooDeep(text: string): boolean {
  let depth = 0;
  for (const token of new Lexer().lex(text)) {
    if (token === '[' || token === '{') depth += 1;
    else if (token === ']' || token === '}') depth -= 1;
    if (depth > maxFlowDepth) return true;
  }
  return false;
}

function readYaml(text: string): { requests: unknown; parameters: unknown } {
  if (isFlowTooDeep(text))
    throw new CommunityYamlError(
      'malformedYaml',
      `The file nests lists or mappings deeper than ${maxFlowDepth} levels; a register map needs a few.`,
    );
  const document = parseDocument(text);
  const [error] = document.errors;
  if (error) {
    const where = error.linePos?.[0];
    const at = where ? ` (line ${where.line}, column ${where.col})` : '';
    const reason = (error.message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '');
    throw new CommunityYamlError('malformedYaml', `The file is not valid YAML${at}: ${reason}.`);
  }
  const content = contentOf(document);
  if (!content || typeof content !== 'object' || Array.isArray(content))
    throw new CommunityYamlError(
      'malformedYaml',
      'The file must be a YAML mapping with "requests" and "parameters".',
    );
  return content as { requests: unknown; parameters: unknown };
}

function readRequests(requests: unknown): TRegisterBlock[] {
  if (!Array.isArray(requests) || requests.length === 0)
    throw new CommunityYamlError(
      'missingRequests',
      'The file has no "requests" list; it must name the register blocks to read (start, end, mb_functioncode).',
    );
  return requests.map((request, i) => {
    const parsed = ZRequest.safeParse(request);
    if (!parsed.success)
      throw new CommunityYamlError(
        'invalidRequest',
        `Request ${i + 1} needs "start" and "end" registers (0 to 65535) and "mb_functioncode" 3 or 4.`,
      );
    const { start, end, mb_functioncode: functionCode } = parsed.data;
    if (end < start)
      throw new CommunityYamlError(
        'invalidRequest',
        `Request ${i + 1} ends (${end}) before it starts (${start}).`,
      );
    return { functionCode, start, count: end - start + 1 };
  });
}

function readItems(parameters: unknown): TItem[] {
  if (!Array.isArray(parameters) || parameters.length === 0)
    throw new CommunityYamlError(
      'missingParameters',
      'The file has no "parameters" list of groups with items.',
    );
  return parameters.flatMap((group, g) => {
    const parsedGroup = ZGroup.safeParse(group);
    if (!parsedGroup.success)
      throw new CommunityYamlError('missingParameters', `Parameter group ${g + 1} has no "items" list.`);
    return parsedGroup.data.items.map((item, i) => readItem(item, `item ${i + 1} of group ${g + 1}`));
  });
}

function readItem(item: unknown, position: string): TItem {
  const parsed = ZItem.safeParse(item);
  if (!parsed.success) {
    const name = (item as { name?: unknown } | null)?.name;
    const label = typeof name === 'string' ? `Item "${name}"` : `The ${position}`;
    const field = parsed.error.issues[0]?.path[0];
    throw new CommunityYamlError(
      'invalidItem',
      `${label} has a missing or wrong "${String(field ?? 'name')}" (each item needs a name, a rule and a list of registers).`,
    );
  }
  if (!knownRules.has(parsed.data.rule))
    throw new CommunityYamlError(
      'unknownRule',
      `Item "${parsed.data.name}" uses rule ${parsed.data.rule}; Sunfleet reads rules 1 to 10.`,
    );
  return parsed.data;
}

const isInBlock = (block: TRegisterBlock, address: number) =>
  address >= block.start && address < block.start + block.count;

/** Rule and register count → Sunfleet data type; undefined when the combination has no meaning. */
function dataTypeOf(rule: number, count: number): TDataType | undefined {
  switch (rule) {
    case 1:
    case 3:
      return count === 1 ? 'u16' : count === 2 ? 'u32' : undefined;
    case 2:
    case 4:
      return count === 1 ? 's16' : count === 2 ? 's32' : undefined;
    case 5:
      return 'ascii';
    case 6:
      return 'bits';
    case 7:
      return 'version';
    case 8:
      return count === 3 ? 'datetime' : undefined;
    case 9:
      return count === 1 ? 'timeOfDay' : undefined;
    default:
      return 'raw';
  }
}

/**
 * Integers in the community format list their registers least significant first; Sunfleet keeps
 * a start register and a word order, and an address list only when the words are not adjacent.
 */
function placement(registers: number[], isInteger: boolean) {
  const [first = 0, second] = registers;
  if (registers.length === 2 && isInteger && second === first + 1)
    return { start: first, registerSwap: true };
  if (registers.length === 2 && isInteger && second === first - 1)
    return { start: second, registerSwap: false };
  const isAscending = registers.every((address, i) => address === first + i);
  return {
    start: first,
    registerSwap: isInteger && registers.length > 1,
    ...(!isAscending && { addresses: registers }),
  };
}

function convertItem(
  item: TItem,
  key: string,
  blocks: TRegisterBlock[],
): { entry: TDictionaryEntryInput } | { reason: string } {
  const dataType = dataTypeOf(item.rule, item.registers.length);
  if (!dataType)
    return { reason: `Rule ${item.rule} cannot read ${item.registers.length} registers as one value.` };
  const isInteger = isIntegerType(dataType);
  if (!isInteger && (item.lookup || item.mask !== undefined || item.offset))
    return { reason: `Lookups, masks and offsets need a number rule (1 to 4), not rule ${item.rule}.` };
  if (item.offset !== undefined && !Number.isInteger(item.offset))
    return { reason: 'The offset is not a whole number.' };
  if (item.scale === 0) return { reason: 'The scale is 0.' };
  const functionCode = blocks.find((block) => isInBlock(block, item.registers[0] ?? -1))?.functionCode ?? 3;
  // A register both function codes poll is read the way the first covering request reads it.
  if (item.registers.some((address) => !findBlock(blocks, functionCode, address)))
    return { reason: 'Its registers are read by requests with different function codes.' };
  const role = roleOf(item.name);
  const entry: TDictionaryEntryInput = {
    key,
    names: { en: item.name },
    functionCode,
    count: item.registers.length,
    ...placement(item.registers, isInteger),
    dataType,
    base: item.offset ?? 0,
    scale: item.scale ?? 1,
    unit: item.uom ?? '',
    ...(item.mask !== undefined && { mask: item.mask }),
    ...(item.lookup && {
      lookup: item.lookup.map(({ key: value, value: label }) => ({ value, label: { en: String(label) } })),
    }),
    ...(item.validation && validationOf(item.validation)),
    ...(role && { role }),
  };
  const checked = ZDictionaryEntry.safeParse(entry);
  return checked.success ? { entry } : { reason: checked.error.issues[0]?.message ?? 'Not readable.' };
}

function validationOf(validation: NonNullable<TItem['validation']>) {
  return {
    validation: {
      ...(validation.min !== undefined && { min: validation.min }),
      ...(validation.max !== undefined && { max: validation.max }),
      invalidatesFrame: 'invalidate_all' in validation,
    },
  };
}

/** `"Battery SOC"` → `batterySoc`; names that give no letters get no key. */
function camelKey(name: string): string {
  const words = name.match(/[A-Za-z0-9]+/g) ?? [];
  const key = words
    .map((word) => (word === word.toUpperCase() ? word.toLowerCase() : word))
    .map((word, i) =>
      i === 0 ? word.charAt(0).toLowerCase() + word.slice(1) : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join('');
  return /^[a-z]/.test(key) ? key : `item${key}`;
}

const uniqueKey = (name: string, taken: Set<string>) => {
  const key = camelKey(name);
  return taken.has(key) ? undefined : key;
};

/** Common names in community maps, so imported values feed charts and rollups like shipped ones. */
const roleByName: [RegExp, TRole][] = [
  [/^(total production|total generation)$/i, 'pvEnergyTotal'],
  [/^(daily production|daily generation)$/i, 'pvEnergyToday'],
  [/^pv\d power$/i, 'pvPower'],
  [/^(total dc power|inverter dc power)$/i, 'pvPower'],
  [/^(total grid power|meter active power)$/i, 'gridPower'],
  [/^(total energy bought|total energy imported)$/i, 'gridImportEnergyTotal'],
  [/^(total energy sold|total energy exported)$/i, 'gridExportEnergyTotal'],
  [/^(total load power|house load power)$/i, 'loadPower'],
  [/^total load consumption$/i, 'loadEnergyTotal'],
  [/^battery soc$/i, 'batterySoc'],
  [/^battery soh$/i, 'batterySoh'],
  [/^battery power$/i, 'batteryPower'],
  [/^battery voltage$/i, 'batteryVoltage'],
  [/^battery current$/i, 'batteryCurrent'],
  [/^battery temperature$/i, 'batteryTemperature'],
  [/^total battery charge$/i, 'batteryChargeEnergyTotal'],
  [/^total battery discharge$/i, 'batteryDischargeEnergyTotal'],
  [/^(grid frequency|inverter frequency)$/i, 'gridFrequency'],
  [/^(running status|inverter status)$/i, 'deviceStatus'],
  [/^(alert|fault \d)$/i, 'alarmWord'],
  [/^inverter id$/i, 'serialNumber'],
];

const roleOf = (name: string): TRole | undefined =>
  roleByName.find(([pattern]) => pattern.test(name.trim()))?.[1];

/** Batteries make a hybrid; a third phase makes it three-phase. The user can correct the guess. */
function guessKind(items: TItem[]): TDeviceKind {
  const names = items.map((item) => item.name).join('\n');
  const isThreePhase = /\b(L3|phase C|C phase)\b/i.test(names);
  if (!/battery/i.test(names)) return 'inverterString';
  return isThreePhase ? 'inverterThreePhaseHybrid' : 'inverterSinglePhaseHybrid';
}

function firstComment(text: string): string | undefined {
  const line = text.split('\n').find((l) => l.trim().startsWith('#') && l.replace(/[#\s]/g, '').length > 0);
  return line
    ?.replace(/^\s*#+\s*/, '')
    .trim()
    .slice(0, 80);
}

function slug(model: string): string {
  const id = model
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 64)
    .replace(/^-+|-+$/g, '');
  return /^[a-z0-9]/.test(id) ? id : 'imported';
}
