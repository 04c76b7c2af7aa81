import { describe, expect, it } from 'vitest';
import type { TStats } from '@sunfleet/db/telemetry-schema';
import { addBearingVectors, meanBearing } from './bearings.ts';
import { mergeStats } from './readings.ts';

/** Wind direction stats of some readings: what addAll in rollups.ts counts, and their vectors. */
function windStats(...degrees: number[]): TStats {
  const sum = degrees.reduce((total, value) => total + value, 0);
  const target = {
    windDirection: { n: degrees.length, sum, min: Math.min(...degrees), max: Math.max(...degrees) },
  };
  for (const value of degrees) addBearingVectors(target, { windDirection: value });
  return target.windDirection;
}

describe('average wind direction', () => {
  it('is the circular mean: 350° and 10° average to 0°, 90° and 180° to 135°', () => {
    expect(meanBearing([windStats(350, 10)])).toBeCloseTo(0, 9);
    expect(meanBearing([windStats(90, 180)])).toBeCloseTo(135, 9);
    expect(meanBearing([windStats(270, 300)])).toBeCloseTo(285, 9);
  });

  it('stays right when stats of several folds merge', () => {
    const merged = mergeStats(mergeStats(windStats(350), windStats(10, 20)), windStats(5));
    expect(meanBearing([merged])).toBeCloseTo(meanBearing([windStats(350, 10, 20, 5)])!, 9);
    expect(merged.n).toBe(4);
  });

  it('weighs devices alike and is undefined where the winds cancel out or nothing has vectors', () => {
    expect(meanBearing([windStats(350, 350, 350), windStats(30)])).toBeCloseTo(10, 9);
    expect(meanBearing([windStats(0, 180)])).toBeUndefined();
    expect(meanBearing([{ n: 2, sum: 360, min: 350, max: 10 }])).toBeUndefined();
  });
});
