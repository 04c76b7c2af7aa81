import { describe, expect, it } from 'vitest';
import type { TSettingFieldView } from '@sunfleet/contract/settings';
import { changedValues, deviceClockText, fieldRows, groupTitle } from './settings-form.ts';

const field = (key: string, group?: string): TSettingFieldView => ({
  key,
  name: key,
  unit: '',
  input: 'number',
  precision: 0,
  ...(group && { group }),
});

describe('changedValues', () => {
  it('keeps only values that differ from what the device holds', () => {
    const fields = [field('a'), field('b'), field('c')];
    expect(changedValues(fields, { a: 1, b: 2, c: 3 }, { a: 1, b: 5, c: null })).toEqual({ b: 5 });
  });
});

describe('fieldRows', () => {
  it('puts the fields of one group in one row', () => {
    const rows = fieldRows([
      field('x'),
      field('s1', 'slot1'),
      field('p1', 'slot1'),
      field('s2', 'slot2'),
      field('y'),
    ]);
    expect(rows.map((row) => row.map((f) => f.key))).toEqual([['x'], ['s1', 'p1'], ['s2'], ['y']]);
  });
});

describe('deviceClockText', () => {
  it('writes local time as devices take it', () => {
    expect(deviceClockText(new Date(2026, 10, 5, 7, 8, 9))).toBe('2026-11-05 07:08:09');
  });
});

describe('groupTitle', () => {
  it('names a group by the words its fields share', () => {
    const named = (name: string) => ({ ...field(name), name });
    expect(groupTitle([named('Time-of-use 1 start'), named('Time-of-use 1 power')])).toBe('Time-of-use 1');
    expect(groupTitle([named('Year'), named('Month')])).toBeUndefined();
  });
});
