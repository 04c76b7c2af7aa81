import { describe, expect, it } from 'vitest';
import { compactNumber, formatInstant, formatNumber, formatZonedInstant, magnitudeOf } from './format.ts';

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

describe('compactNumber', () => {
  it.each([
    [7, 'one'],
    [99.99, 'one'],
    [100, 'thousand'],
    [99_999, 'thousand'],
    [100_000, 'tenThousand'],
    [-250_000, 'tenThousand'],
  ] as const)('%d is shown in %s', (value, magnitude) => expect(magnitudeOf(value)).toBe(magnitude));

  it.each([
    [42.123, '42.12', 'one'],
    [512, '0.5', 'thousand'],
    [1234, '1.2', 'thousand'],
    [99_960, '100.0', 'thousand'],
    [123_456, '12.3', 'tenThousand'],
    [98_765_432, '9,876.5', 'tenThousand'],
  ] as const)('%d → %s in %s', (value, text, magnitude) =>
    expect(compactNumber(value)).toEqual({ text, magnitude }),
  );
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
