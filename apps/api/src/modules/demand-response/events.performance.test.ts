import { describe, expect, it } from 'vitest';
import { measure, seasonAverageKw, slotMs } from './events.performance.ts';

const start = Date.parse('2026-07-15T19:00:00Z');
const bucket = (slot: number, kw: number | null, soc: number | null) => ({
  bucket_start: new Date(start + slot * slotMs),
  kw,
  soc_high: soc === null ? null : soc + 1,
  soc_low: soc === null ? null : soc - 1,
});

describe('event performance', () => {
  it('a full 3-hour discharge at 5 kW: 5 kW average, 15 kWh, complete', () => {
    const buckets = Array.from({ length: 36 }, (_, slot) => bucket(slot, 5, 95 - slot * 2));
    expect(measure(buckets, start, start + 36 * slotMs)).toEqual({
      averageKw: 5,
      baselineKw: 0,
      energyKwh: 15,
      socStart: 0.96,
      socEnd: 0.24,
      completeness: 1,
    });
  });

  it('a gap counts as 0 kW and shows in the completeness', () => {
    const buckets = Array.from({ length: 12 }, (_, slot) => bucket(slot, slot < 6 ? 4 : null, null));
    expect(measure(buckets, start, start + 12 * slotMs)).toMatchObject({
      averageKw: 2,
      energyKwh: 2,
      completeness: 0.5,
      socStart: null,
    });
  });

  it('a one-slot event still shows the SoC falling', () => {
    expect(measure([bucket(0, 4, 50)], start, start + slotMs)).toMatchObject({
      socStart: 0.51,
      socEnd: 0.49,
    });
  });

  it('charging during the window pulls the average below zero', () => {
    expect(measure([bucket(0, -2, 50)], start, start + slotMs).averageKw).toBe(-2);
  });

  it('season average weights events by their hours; an opted-out event counts 0', () => {
    expect(
      seasonAverageKw([
        { averageKw: 5, hours: 3 },
        { averageKw: null, hours: 3 },
        { averageKw: 4, hours: 2 },
      ]),
    ).toBe(2.875);
    expect(seasonAverageKw([])).toBe(0);
  });
});
