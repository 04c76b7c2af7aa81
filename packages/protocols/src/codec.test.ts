import { describe, expect, it } from 'vitest';
import type { TFrameBlock, TValue } from './codec.ts';
import { activeFlags, decodeFrame, encodeRegisters, FrameDecodeError, RegisterEncodeError } from './codec.ts';
import type { TDictionaryEntryInput } from './dictionary.ts';
import { defineDictionary } from './dictionary.ts';

const blockSize = 16;

/** A one-entry dictionary over holding registers 0–15, the entry at register 0 unless it says otherwise. */
function dictionaryWith(entry: Partial<TDictionaryEntryInput>) {
  return defineDictionary({
    id: 'test',
    kind: 'inverterString',
    model: 'Test device',
    blocks: [{ functionCode: 3, start: 0, count: blockSize }],
    entries: [
      {
        key: 'value',
        names: { en: 'Value' },
        functionCode: 3,
        start: 0,
        count: 1,
        dataType: 'u16',
        ...entry,
      },
    ],
  });
}

/** A frame whose first registers hold `words`, the rest zero. */
const frameOf = (words: number[]): TFrameBlock[] => [
  { functionCode: 3, start: 0, words: [...words, ...Array<number>(blockSize - words.length).fill(0)] },
];

function decodeOne(entry: Partial<TDictionaryEntryInput>, words: number[]) {
  return decodeFrame(dictionaryWith(entry), frameOf(words));
}

const valueOf = (entry: Partial<TDictionaryEntryInput>, words: number[]) =>
  decodeOne(entry, words).values[0]?.value;

/** Encodes a value alone and returns the entry's registers. */
const wordsFor = (entry: Partial<TDictionaryEntryInput>, value: TValue, count = entry.count ?? 1) =>
  encodeRegisters(dictionaryWith(entry), { value })[0]?.words.slice(0, count);

describe('integer rules', () => {
  const cases: { rule: string; entry: Partial<TDictionaryEntryInput>; words: number[]; value: number }[] = [
    {
      rule: 'unsigned 16 with base and scale',
      entry: { base: 1000, scale: 0.1 },
      words: [1253],
      value: 25.3,
    },
    { rule: 'unsigned 16 full range', entry: {}, words: [0xffff], value: 65535 },
    { rule: 'signed 16 negative', entry: { dataType: 's16', scale: 0.01 }, words: [0xff38], value: -2 },
    { rule: 'signed 16 minimum', entry: { dataType: 's16' }, words: [0x8000], value: -32768 },
    {
      rule: 'signed 16 with base',
      entry: { dataType: 's16', base: 1000, scale: 0.1 },
      words: [950],
      value: -5,
    },
    {
      rule: 'unsigned 32 low word first',
      entry: { dataType: 'u32', count: 2, registerSwap: true, scale: 0.1 },
      words: [0x86a0, 0x0001],
      value: 10000,
    },
    {
      rule: 'unsigned 32 high word first',
      entry: { dataType: 'u32', count: 2 },
      words: [0x0001, 0x86a0],
      value: 100000,
    },
    {
      rule: 'signed 32 low word first',
      entry: { dataType: 's32', count: 2, registerSwap: true },
      words: [0xfffe, 0xffff],
      value: -2,
    },
    {
      rule: 'signed 32 high word first',
      entry: { dataType: 's32', count: 2 },
      words: [0xfffe, 0x7960],
      value: -100000,
    },
    {
      rule: 'words that are not adjacent',
      entry: { dataType: 'u32', count: 2, addresses: [0, 2], registerSwap: true },
      words: [0x0002, 0x1234, 0x0001],
      value: 0x10002,
    },
    { rule: 'byte swap', entry: { byteSwap: true }, words: [0x3412], value: 0x1234 },
    { rule: 'skip byte keeps the low byte', entry: { skipBytes: 1 }, words: [0xab12], value: 0x12 },
    { rule: 'mask before scale', entry: { mask: 1 }, words: [0x0003], value: 1 },
    { rule: 'scale above 1', entry: { scale: 10 }, words: [345], value: 3450 },
  ];
  it.each(cases)('$rule', ({ entry, words, value }) => {
    expect(valueOf(entry, words)).toBe(value);
  });

  // Masked and skipped bits do not survive a round trip; they encode as 0.
  const lossless = cases.filter((c) => c.entry.mask === undefined && c.entry.skipBytes === undefined);
  it.each(lossless)('$rule round-trips', ({ entry, words, value }) => {
    const encoded = encodeRegisters(dictionaryWith(entry), { value })[0]?.words ?? [];
    expect(valueOf(entry, encoded)).toBe(value);
    const registers = entry.addresses ?? [0, 1].slice(0, entry.count ?? 1);
    expect(registers.map((address) => encoded[address])).toEqual(registers.map((address) => words[address]));
  });

  it('labels a looked-up code and leaves an unknown code unlabelled', () => {
    const lookup = [{ value: 2, label: { en: 'Normal', zh: '正常' } }];
    expect(decodeOne({ lookup }, [2]).values[0]).toMatchObject({ value: 2, label: { en: 'Normal' } });
    expect(decodeOne({ lookup }, [7]).values[0]).not.toHaveProperty('label');
    expect(wordsFor({ lookup }, '正常')).toEqual([2]);
  });

  it('carries unit and role with the value', () => {
    expect(decodeOne({ unit: 'W', role: 'pvPower' }, [1500]).values[0]).toEqual({
      key: 'value',
      value: 1500,
      unit: 'W',
      role: 'pvPower',
    });
  });
});

describe('text, bit and time rules', () => {
  it('reads ASCII two characters per register, high byte first, without trailing padding', () => {
    const words = [0x5346, 0x3132, 0x3334, 0x3500, 0x0000];
    expect(valueOf({ dataType: 'ascii', count: 5 }, words)).toBe('SF12345');
    expect(wordsFor({ dataType: 'ascii', count: 5 }, 'SF12345', 5)).toEqual(words);
  });

  it('drops an unprogrammed serial number', () => {
    expect(decodeOne({ dataType: 'ascii', count: 2 }, [0xffff, 0xffff]).dropped).toEqual([
      { key: 'value', value: '\u00ff\u00ff\u00ff\u00ff', reason: 'invalidValue' },
    ]);
  });

  it('keeps bit fields per register and names the flags that are set', () => {
    const flags = [
      { bit: 0, code: 'F01', name: { en: 'First' } },
      { bit: 17, code: 'F18', name: { en: 'AC over-current' } },
      { bit: 20, code: 'F21', name: { en: 'Not set' } },
    ];
    const entry = { dataType: 'bits' as const, count: 2, flags };
    const decoded = decodeOne(entry, [0x0001, 0x0002]).values[0];
    expect(decoded?.value).toEqual([0x0001, 0x0002]);
    const dictionaryEntry = dictionaryWith(entry).entries[0];
    expect(
      dictionaryEntry && activeFlags(dictionaryEntry, decoded?.value as number[]).map((f) => f.code),
    ).toEqual(['F01', 'F18']);
  });

  it('reads a version as four hex nibbles per register', () => {
    expect(valueOf({ dataType: 'version' }, [0x1a2f])).toBe('1.A.2.F');
    expect(valueOf({ dataType: 'version', count: 2 }, [0x1000, 0x0203])).toBe('1.0.0.0-0.2.0.3');
    expect(wordsFor({ dataType: 'version', count: 2 }, '1.0.0.0-0.2.0.3', 2)).toEqual([0x1000, 0x0203]);
  });

  it('reads a packed date-time and drops an impossible one', () => {
    expect(valueOf({ dataType: 'datetime', count: 3 }, [0x1803, 0x0511, 0x1e2d])).toBe('2024-03-05 17:30:45');
    expect(wordsFor({ dataType: 'datetime', count: 3 }, '2024-03-05 17:30:45', 3)).toEqual([
      0x1803, 0x0511, 0x1e2d,
    ]);
    expect(decodeOne({ dataType: 'datetime', count: 3 }, [0x180d, 0x0511, 0x1e2d]).dropped[0]?.reason).toBe(
      'invalidValue',
    );
  });

  it('reads time of day from hhmm', () => {
    expect(valueOf({ dataType: 'timeOfDay' }, [1730])).toBe('17:30');
    expect(valueOf({ dataType: 'timeOfDay' }, [2400])).toBe('24:00');
    expect(valueOf({ dataType: 'timeOfDay' }, [5])).toBe('00:05');
    expect(decodeOne({ dataType: 'timeOfDay' }, [1260]).dropped[0]?.reason).toBe('invalidValue');
    expect(wordsFor({ dataType: 'timeOfDay' }, '06:45')).toEqual([645]);
  });

  it('keeps raw registers as they are', () => {
    expect(valueOf({ dataType: 'raw', count: 3 }, [1, 2, 0xffff])).toEqual([1, 2, 0xffff]);
  });
});

describe('validation ranges', () => {
  it('drops a value outside its range and keeps the rest', () => {
    const decoded = decodeOne({ validation: { min: 0, max: 101 } }, [150]);
    expect(decoded.values).toEqual([]);
    expect(decoded.dropped).toEqual([{ key: 'value', value: 150, reason: 'outOfRange' }]);
  });

  it('discards the whole frame when an invalidating value is out of range', () => {
    const dictionary = defineDictionary({
      id: 'test',
      kind: 'inverterString',
      model: 'Test',
      blocks: [{ functionCode: 3, start: 0, count: 2 }],
      entries: [
        { key: 'power', names: { en: 'Power' }, functionCode: 3, start: 0, count: 1, dataType: 'u16' },
        {
          key: 'daily',
          names: { en: 'Daily' },
          functionCode: 3,
          start: 1,
          count: 1,
          dataType: 'u16',
          scale: 0.1,
          validation: { max: 100, invalidatesFrame: true },
        },
      ],
    });
    const decoded = decodeFrame(dictionary, [{ functionCode: 3, start: 0, words: [500, 1200] }]);
    expect(decoded).toEqual({
      values: [],
      dropped: [{ key: 'daily', value: 120, reason: 'outOfRange' }],
      invalidatedBy: 'daily',
    });
  });
});

describe('frames that do not fit the dictionary', () => {
  const dictionary = dictionaryWith({ required: true });
  const codeOf = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return error instanceof FrameDecodeError ? error.code : 'other';
    }
    return 'none';
  };

  it('refuses a frame none of whose blocks holds a whole value', () => {
    expect(
      codeOf(() =>
        decodeFrame(dictionaryWith({}), [{ functionCode: 4, start: 0, words: frameOf([])[0]?.words ?? [] }]),
      ),
    ).toBe('unknownBlock');
  });

  it('refuses a block that runs past register 65535', () => {
    expect(codeOf(() => decodeFrame(dictionary, [{ functionCode: 3, start: 0xffff, words: [1, 2] }]))).toBe(
      'wrongLength',
    );
  });

  it('refuses words that are not 16-bit values', () => {
    expect(codeOf(() => decodeFrame(dictionary, frameOf([70000])))).toBe('invalidWord');
  });

  it('refuses a frame without a required value', () => {
    expect(codeOf(() => decodeFrame(dictionary, []))).toBe('missingRequired');
  });

  it('leaves out optional values the frame does not carry', () => {
    expect(decodeFrame(dictionaryWith({}), [])).toEqual({ values: [], dropped: [] });
  });
});

describe('any polling layout', () => {
  /** Three values in registers 0, 5–6 (low word first) and 10–11 of one dictionary block 0–15. */
  const dictionary = defineDictionary({
    id: 'test',
    kind: 'inverterString',
    model: 'Test device',
    blocks: [{ functionCode: 3, start: 0, count: blockSize }],
    entries: [
      { key: 'first', names: { en: 'First' }, functionCode: 3, start: 0, count: 1, dataType: 'u16' },
      {
        key: 'split',
        names: { en: 'Split' },
        functionCode: 3,
        start: 5,
        count: 2,
        dataType: 'u32',
        registerSwap: true,
      },
      { key: 'text', names: { en: 'Text' }, functionCode: 3, start: 10, count: 2, dataType: 'ascii' },
    ],
  });
  /** Register image: 0 → 7, 5–6 → 0x0001_0002 low word first, 10–11 → "SF01". */
  const image = (address: number) => ({ 0: 7, 5: 2, 6: 1, 10: 0x5346, 11: 0x3031 })[address] ?? 0;
  const block = (start: number, count: number, functionCode: 3 | 4 = 3): TFrameBlock => ({
    functionCode,
    start,
    words: Array.from({ length: count }, (_, i) => image(start + i)),
  });
  const decoded = (blocks: TFrameBlock[]) =>
    Object.fromEntries(decodeFrame(dictionary, blocks).values.map(({ key, value }) => [key, value]));
  const all = { first: 7, split: 0x10002, text: 'SF01' };

  it.each<{ layout: string; blocks: TFrameBlock[]; expected: Record<string, TValue> }>([
    { layout: "the dictionary's own block", blocks: [block(0, 16)], expected: all },
    { layout: 'a wider block', blocks: [block(0, 40)], expected: all },
    { layout: 'a block starting before the registers', blocks: [block(0, 1), block(3, 20)], expected: all },
    { layout: 'blocks in reverse order', blocks: [block(8, 8), block(0, 8)], expected: all },
    { layout: 'overlapping blocks', blocks: [block(0, 7), block(4, 9), block(9, 3)], expected: all },
    { layout: 'a value split between two blocks', blocks: [block(0, 6), block(6, 10)], expected: all },
    { layout: 'a block without the text', blocks: [block(0, 8)], expected: { first: 7, split: 0x10002 } },
    { layout: 'half of a value', blocks: [block(0, 1), block(6, 6)], expected: { first: 7, text: 'SF01' } },
    {
      layout: 'a block of the other function code',
      blocks: [block(0, 16, 4), block(10, 2)],
      expected: { text: 'SF01' },
    },
  ])('decodes every value $layout carries whole', ({ blocks, expected }) => {
    expect(decoded(blocks)).toEqual(expected);
  });

  it('decodes the same frame twice alike (the layout is remembered)', () => {
    const blocks = [block(0, 6), block(6, 10)];
    expect(decoded(blocks)).toEqual(decoded(blocks.map((b) => ({ ...b, words: [...b.words] }))));
  });
});

describe('encoding errors', () => {
  const codeOf = (entry: Partial<TDictionaryEntryInput>, values: Record<string, TValue>) => {
    try {
      encodeRegisters(dictionaryWith(entry), values);
    } catch (error) {
      return error instanceof RegisterEncodeError ? error.code : 'other';
    }
    return 'none';
  };

  it.each<{
    why: string;
    entry: Partial<TDictionaryEntryInput>;
    values: Record<string, TValue>;
    code: string;
  }>([
    { why: 'too large for 16 bits', entry: {}, values: { value: 70000 }, code: 'outOfRange' },
    { why: 'negative for an unsigned value', entry: {}, values: { value: -1 }, code: 'outOfRange' },
    {
      why: 'too small for signed 16 bits',
      entry: { dataType: 's16' as const },
      values: { value: -40000 },
      code: 'outOfRange',
    },
    { why: 'outside the mask', entry: { mask: 1 }, values: { value: 2 }, code: 'outOfRange' },
    {
      why: 'an unknown label',
      entry: { lookup: [{ value: 1, label: { en: 'On' } }] },
      values: { value: 'Maybe' },
      code: 'unknownLabel',
    },
    { why: 'an unknown key', entry: {}, values: { nope: 1 }, code: 'unknownKey' },
    { why: 'text for a number', entry: {}, values: { value: 'x' }, code: 'unknownLabel' },
    {
      why: 'text too long',
      entry: { dataType: 'ascii' as const },
      values: { value: 'abc' },
      code: 'outOfRange',
    },
    {
      why: 'a bad time of day',
      entry: { dataType: 'timeOfDay' as const },
      values: { value: '25:00' },
      code: 'wrongShape',
    },
    {
      why: 'too few bit-field words',
      entry: { dataType: 'bits' as const, count: 2 },
      values: { value: [1] },
      code: 'wrongShape',
    },
  ])('refuses $why', ({ entry, values, code }) => {
    expect(codeOf(entry, values)).toBe(code);
  });
});

describe('dictionary schema', () => {
  it.each([
    { why: 'a u32 over one register', entry: { dataType: 'u32' as const, count: 1 } },
    { why: 'a register outside every block', entry: { start: 40 } },
    { why: 'a function code the block does not use', entry: { functionCode: 4 as const } },
    {
      why: 'a lookup on text',
      entry: { dataType: 'ascii' as const, lookup: [{ value: 1, label: { en: 'x' } }] },
    },
    { why: 'a register type that contradicts the function code', entry: { registerType: 'input' as const } },
  ])('rejects $why', ({ entry }) => {
    expect(() => dictionaryWith(entry)).toThrow();
  });

  it('fills the spec fields a dictionary may leave out', () => {
    expect(dictionaryWith({}).entries[0]).toMatchObject({
      registerBits: 16,
      registerType: 'holding',
      byteSwap: false,
      registerSwap: false,
      base: 0,
      scale: 1,
      skipBytes: 0,
      required: false,
    });
  });
});
