import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeFrame } from './codec.ts';
import type { TFrameBlock } from './codec.ts';
import { CommunityYamlError, importCommunityYaml } from './community-yaml.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

/** Holding registers 0–31 and input registers 100–109 of the good fixture, zero unless given. */
function frames(holding: Record<number, number>, input: Record<number, number> = {}): TFrameBlock[] {
  return [
    { functionCode: 3, start: 0, words: Array.from({ length: 32 }, (_, i) => holding[i] ?? 0) },
    { functionCode: 4, start: 100, words: Array.from({ length: 10 }, (_, i) => input[100 + i] ?? 0) },
  ];
}

describe('importing a good community map', () => {
  const imported = importCommunityYaml(fixture('community-good.yaml'));

  it('says what it understood and what it left out', () => {
    expect(imported.understood).toEqual({
      model: 'Sunfleet test hybrid',
      kind: 'inverterSinglePhaseHybrid',
      blocks: [
        { functionCode: 3, start: 0, count: 32 },
        { functionCode: 4, start: 100, count: 10 },
      ],
      items: 17,
      rulesUsed: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    });
    expect(imported.skipped).toEqual([
      { name: 'Meter Clock', reason: 'Rule 8 cannot read 2 registers as one value.' },
      { name: 'Battery Power', reason: 'Another item has the same name.' },
    ]);
    expect(imported.dictionary.id).toBe('sunfleet-test-hybrid');
  });

  it('keeps word order, offsets, masks, lookups and validation', () => {
    const byKey = Object.fromEntries(imported.dictionary.entries.map((entry) => [entry.key, entry]));
    expect(byKey.totalProduction).toMatchObject({
      start: 3,
      count: 2,
      dataType: 'u32',
      registerSwap: true,
      role: 'pvEnergyTotal',
    });
    expect(byKey.gridPower).toMatchObject({ start: 5, count: 2, dataType: 's32', registerSwap: false });
    expect(byKey.totalEnergyBought).toMatchObject({ addresses: [0x17, 0x19], registerSwap: true });
    expect(byKey.batteryTemperature).toMatchObject({
      base: 1000,
      scale: 0.1,
      validation: { min: 1, max: 99 },
    });
    expect(byKey.dailyProduction?.validation).toEqual({ max: 100, invalidatesFrame: true });
    expect(byKey.timeOfUseEnable1?.mask).toBe(1);
    expect(byKey.meterVoltage).toMatchObject({ functionCode: 4, registerType: 'input' });
    expect(byKey.runningStatus?.lookup).toEqual([
      { value: 0, label: { en: 'Stand-by' } },
      { value: 2, label: { en: 'Normal' } },
    ]);
  });

  it('decodes a frame with every rule', () => {
    const decoded = decodeFrame(
      imported.dictionary,
      frames(
        {
          0x00: 2,
          0x01: 1253,
          0x02: 0xfc18,
          0x03: 0x86a0,
          0x04: 0x0001,
          0x05: 0xfffe,
          0x06: 0x7960,
          0x07: 0x5346,
          0x08: 0x2d54,
          0x09: 0x4553,
          0x0a: 0x542d,
          0x0b: 0x3031,
          0x0c: 0x0001,
          0x0d: 0x8000,
          0x0e: 0x1a2f,
          0x0f: 0x1803,
          0x10: 0x0511,
          0x11: 0x1e2d,
          0x12: 1730,
          0x13: 7,
          0x14: 8,
          0x15: 0x0003,
          0x16: 123,
          0x17: 0x0010,
          0x18: 5000,
          0x19: 0x0002,
        },
        { 100: 2301, 103: 55 },
      ),
    );
    expect(decoded.dropped).toEqual([]);
    expect(Object.fromEntries(decoded.values.map((value) => [value.key, value.value]))).toEqual({
      runningStatus: 2,
      batteryTemperature: 25.3,
      batteryPower: -1000,
      totalProduction: 10000,
      gridPower: -100000,
      inverterId: 'SF-TEST-01',
      alert: [0x0001, 0x8000],
      controlBoardVersion: '1.A.2.F',
      inverterClock: '2024-03-05 17:30:45',
      timeOfUseTime1: '17:30',
      rawWords: [7, 8],
      timeOfUseEnable1: 1,
      dailyProduction: 12.3,
      totalEnergyBought: 13108.8,
      gridFrequency: 50,
      meterVoltage: 230.1,
      batterySoc: 55,
    });
    expect(decoded.values[0]?.label).toEqual({ en: 'Normal' });
  });

  it('discards a frame whose invalidating value is out of range', () => {
    expect(decodeFrame(imported.dictionary, frames({ 0x16: 1200 })).invalidatedBy).toBe('dailyProduction');
  });

  it('takes the id, kind and model the caller gives', () => {
    const named = importCommunityYaml(fixture('community-good.yaml'), {
      id: 'acme_x1',
      kind: 'inverterThreePhaseHybrid',
      model: 'Acme X1',
    });
    expect(named.dictionary).toMatchObject({
      id: 'acme_x1',
      kind: 'inverterThreePhaseHybrid',
      model: 'Acme X1',
    });
  });
});

describe('refusing a malformed community map', () => {
  const refusal = (text: string) => {
    try {
      importCommunityYaml(text);
    } catch (error) {
      if (error instanceof CommunityYamlError) return { code: error.code, message: error.message };
      throw error;
    }
    throw new Error('The file was accepted');
  };

  it.each([
    {
      file: 'malformed-syntax.yaml',
      code: 'malformedYaml',
      message: /not valid YAML \(line \d+, column \d+\)/,
    },
    { file: 'missing-requests.yaml', code: 'missingRequests', message: /no "requests" list/ },
    { file: 'missing-parameters.yaml', code: 'missingParameters', message: /no "parameters" list/ },
    {
      file: 'register-outside.yaml',
      code: 'registerOutsideBlocks',
      message: /Item "Total Production" reads register 0x0011 \(17\), which lies outside every block/,
    },
    {
      file: 'unknown-rule.yaml',
      code: 'unknownRule',
      message: /Item "PV1 Power" uses rule 12; Sunfleet reads rules 1 to 10/,
    },
    {
      file: 'item-without-registers.yaml',
      code: 'invalidItem',
      message: /Item "PV1 Power" has a missing or wrong "registers"/,
    },
    {
      file: 'bad-function-code.yaml',
      code: 'invalidRequest',
      message: /Request 1 needs .* "mb_functioncode" 3 or 4/,
    },
  ])('$file → $code', ({ file, code, message }) => {
    const refused = refusal(fixture(file));
    expect(refused.code).toBe(code);
    expect(refused.message).toMatch(message);
  });

  it.each([
    { what: 'an empty file', text: '', code: 'malformedYaml' },
    { what: 'a list instead of a mapping', text: '- 1\n- 2\n', code: 'malformedYaml' },
    {
      what: 'a request that ends before it starts',
      text: 'requests:\n  - {start: 9, end: 2, mb_functioncode: 3}\n',
      code: 'invalidRequest',
    },
    { what: 'a file far too large', text: `# ${'x'.repeat(600 * 1024)}`, code: 'tooLarge' },
    // yaml would compose it recursively until the process runs out of memory (a crash, not an error).
    {
      what: 'lists nested 200,000 levels',
      text: `${'['.repeat(200_000)}${']'.repeat(200_000)}`,
      code: 'malformedYaml',
    },
    {
      what: 'mappings nested 33 levels',
      text: `${'{a: '.repeat(33)}1${'}'.repeat(33)}`,
      code: 'malformedYaml',
    },
  ])('refuses $what', ({ text, code }) => {
    expect(refusal(text).code).toBe(code);
  });

  it('refuses a map where no item can be read', () => {
    const text =
      fixture('missing-parameters.yaml') +
      'parameters:\n  - group: x\n    items:\n      - {name: "Clock", rule: 8, registers: [1]}\n';
    expect(refusal(text)).toEqual({
      code: 'noUsableItems',
      message: expect.stringMatching(/nothing to import/) as string,
    });
  });
});
