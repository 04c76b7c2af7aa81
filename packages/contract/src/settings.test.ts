import { describe, expect, it } from 'vitest';
import { settingValueOf, settingValueProblem, type TSettingFieldView } from './settings.ts';

const power: TSettingFieldView = {
  key: 'maxSellPower',
  name: 'Max sell power',
  unit: 'W',
  input: 'number',
  min: 0,
  max: 8000,
  precision: 0,
};
const volts: TSettingFieldView = { ...power, key: 'floatVoltage', min: 41, max: 60, precision: 2 };
const mode: TSettingFieldView = {
  ...power,
  key: 'loadLimit',
  input: 'option',
  options: [
    { value: 0, label: 'Allow export' },
    { value: 2, label: 'Zero export' },
  ],
};

describe('settingValueProblem', () => {
  it('checks range, precision, options, times and dates', () => {
    expect(settingValueProblem(power, 9000)).toBe('at most 8000');
    expect(settingValueProblem(power, -1)).toBe('at least 0');
    expect(settingValueProblem(power, 2500)).toBeUndefined();
    expect(settingValueProblem(volts, 53.555)).toBe('at most 2 decimals');
    expect(settingValueProblem(volts, 53.55)).toBeUndefined();
    expect(settingValueProblem(mode, 1)).toBe('not one of the options');
    expect(settingValueProblem(mode, 2)).toBeUndefined();
    expect(settingValueProblem({ ...power, input: 'time' }, '25:00')).toBe('a time HH:mm');
    expect(settingValueProblem({ ...power, input: 'time' }, '05:30')).toBeUndefined();
    expect(settingValueProblem({ ...power, input: 'datetime' }, '2026-11-25 10:00:00')).toBeUndefined();
    expect(settingValueProblem({ ...power, input: 'datetime' }, '2026-11-25')).toMatch(/date and time/);
  });
});

describe('integer fields', () => {
  it('refuse a decimal instead of rounding it, as a number or as text', () => {
    expect(settingValueProblem(power, 123.45)).toBe('a whole number');
    expect(settingValueProblem(power, '123.45')).toBe('a whole number');
    expect(settingValueProblem(power, 99_999.5)).toBe('a whole number');
    expect(settingValueProblem(power, '123')).toBeUndefined();
    expect(settingValueOf(power, '123')).toBe(123);
    expect(settingValueProblem(power, '12 W')).toBe('a number');
    expect(settingValueProblem(volts, '53.55')).toBeUndefined();
  });
});
