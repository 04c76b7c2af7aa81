import { describe, expect, it } from 'vitest';
import { durationMs } from './duration.ts';

describe('ISO 8601 durations', () => {
  it.each([
    ['PT1H', 3_600_000],
    ['PT3H', 10_800_000],
    ['PT15M', 900_000],
    ['PT0S', 0],
    ['P1D', 86_400_000],
    ['P1W', 604_800_000],
    ['PT0.5S', 500],
    ['-PT1H', -3_600_000],
  ])('%s is %d ms', (text, ms) => expect(durationMs(text)).toBe(ms));

  it.each(['3 hours', 'P', 'PT', 'T1H', '1H', 'PT1.5H', ''])('refuses %j', (text) =>
    expect(durationMs(text)).toBeUndefined(),
  );
});
