import { describe, expect, it } from 'vitest';
import { compactQuantity, formatInstant, formatNumber, formatZonedInstant, scaleOf } from './format.ts';

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1234567.891, '1,234,567.89'],
    [-9876543, '-9,876,543'],
    [12.5, '12.5'],
  ])('%d → %s', (value, text) => expect(formatNumber(value)).toBe(text));

  it('shows -- for values that are not numbers', () => {
    expect(formatNumber(Number.NaN)).toBe('--');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('--');
  });
});

describe('compactQuantity', () => {
  it.each([
    [42.123, 'kWh', '42.12', 'kWh'],
    [999, 'kWh', '999', 'kWh'],
    [15_700, 'kWh', '15.7', 'MWh'],
    [157_000, 'kWh', '157.0', 'MWh'],
    [98_765_432, 'kWh', '98.8', 'GWh'],
    [4_800, 'kW', '4.8', 'MW'],
    [1_200, 'kWp', '1.2', 'MWp'],
    [12_345, 'EUR', '12.3', 'k EUR'],
    [-2_500_000, 'USD', '-2.5', 'M USD'],
    [1_234, 't', '1.2', 'kt'],
  ] as const)('English and Spanish: %d %s → %s %s', (value, unit, text, scaled) => {
    expect(compactQuantity(value, unit, 'en')).toEqual({ value: text, unit: scaled });
    expect(compactQuantity(value, unit, 'es')).toEqual({ value: text, unit: scaled });
  });

  it.each([
    [42.123, '42.12', 'kWh'],
    [512, '0.5', '千kWh'],
    [99_960, '100.0', '千kWh'],
    [157_000, '15.7', '万kWh'],
    [98_765_432, '9,876.5', '万kWh'],
  ] as const)('Chinese: %d kWh → %s %s', (value, text, unit) =>
    expect(compactQuantity(value, 'kWh', 'zh')).toEqual({ value: text, unit }),
  );

  it('never uses 万 or ×10K outside Chinese', () => {
    for (const lang of ['en', 'es'] as const)
      for (const value of [1e3, 1e5, 1e6, 1e8, 1e12])
        expect(scaleOf(value, 'kWh', lang).unit).toMatch(/^[kMGT]Wh$/);
  });

  it('shows -- for values that are not numbers', () => {
    expect(compactQuantity(Number.NaN, 'kWh', 'en')).toEqual({ value: '--', unit: 'kWh' });
  });
});

describe('formatInstant', () => {
  it('shows an instant on the clock of the plant', () => {
    expect(formatInstant('2026-03-01T12:05:09Z', 'Asia/Shanghai')).toBe('2026-03-01 20:05:09');
    expect(formatInstant('2026-03-01T12:05:09Z', 'UTC')).toBe('2026-03-01 12:05:09');
  });

  it('shows -- for nothing or garbage', () => {
    expect(formatInstant(null)).toBe('--');
    expect(formatInstant('yesterday', 'UTC')).toBe('--');
  });
});

describe('formatZonedInstant', () => {
  it('names the plant’s zone after its local time', () => {
    expect(formatZonedInstant('2026-11-22T13:05:09Z', 'Europe/Berlin')).toBe(
      '2026-11-22 14:05:09 (Europe/Berlin)',
    );
  });

  it('names no zone for nothing, or for a zone the browser does not know', () => {
    expect(formatZonedInstant(null, 'Europe/Berlin')).toBe('--');
    expect(formatZonedInstant('2026-11-22T13:05:09Z', 'Mars/Olympus')).not.toContain('(');
  });
});
