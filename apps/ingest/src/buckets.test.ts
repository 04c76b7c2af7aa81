import { describe, expect, it } from 'vitest';
import { bucketStart, nextBucketStart, spreadOverBuckets } from './buckets.ts';

const iso = (ms: number) => new Date(ms).toISOString();
const at = (text: string) => Date.parse(text);

describe('rollup buckets in a plant time zone', () => {
  it('starts days and months at local midnight', () => {
    expect(iso(bucketStart('day', at('2026-03-10T23:30:00Z'), 'Europe/Berlin'))).toBe(
      '2026-03-10T23:00:00.000Z',
    );
    expect(iso(bucketStart('day', at('2026-03-10T05:00:00Z'), 'America/New_York'))).toBe(
      '2026-03-10T04:00:00.000Z',
    );
    expect(iso(bucketStart('month', at('2026-07-31T22:30:00Z'), 'Europe/Berlin'))).toBe(
      '2026-07-31T22:00:00.000Z',
    );
    expect(iso(bucketStart('hour', at('2026-03-10T10:59:59Z'), 'Asia/Kolkata'))).toBe(
      '2026-03-10T10:30:00.000Z',
    );
    expect(iso(bucketStart('5m', at('2026-03-10T10:04:59Z'), 'UTC'))).toBe('2026-03-10T10:00:00.000Z');
  });

  it('makes the day of a daylight-saving change 23 or 25 hours long', () => {
    const springForward = bucketStart('day', at('2026-03-29T12:00:00Z'), 'Europe/Berlin');
    expect(iso(springForward)).toBe('2026-03-28T23:00:00.000Z');
    expect((nextBucketStart('day', springForward, 'Europe/Berlin') - springForward) / 3_600_000).toBe(23);
    const fallBack = bucketStart('day', at('2026-10-25T12:00:00Z'), 'Europe/Berlin');
    expect((nextBucketStart('day', fallBack, 'Europe/Berlin') - fallBack) / 3_600_000).toBe(25);
  });

  it('spreads an amount over the buckets a gap covers, by overlap', () => {
    const shares = spreadOverBuckets('hour', at('2026-03-10T09:30:00Z'), at('2026-03-10T11:00:00Z'), 'UTC');
    expect(shares.map(({ bucketStart: start, share }) => [iso(start), share])).toEqual([
      ['2026-03-10T09:00:00.000Z', 1 / 3],
      ['2026-03-10T10:00:00.000Z', 2 / 3],
    ]);
    const week = spreadOverBuckets('5m', at('2026-03-01T00:00:00Z'), at('2026-03-08T00:02:00Z'), 'UTC');
    expect(week).toEqual([{ bucketStart: at('2026-03-08T00:00:00Z'), share: 1 }]);
  });
});
