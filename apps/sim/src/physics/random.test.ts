import { describe, expect, it } from 'vitest';
import { channelId, gaussian, hashToUnit, smoothNoise } from './random.ts';

describe('seeded randomness', () => {
  it('gives the same value for the same seed and keys, and another for another seed', () => {
    expect(hashToUnit(7, 1, 2)).toBe(hashToUnit(7, 1, 2));
    expect(hashToUnit(7, 1, 2)).not.toBe(hashToUnit(8, 1, 2));
  });

  it('tells apart keys that differ only above 32 bits', () => {
    const instantMs = 1_700_000_000_000;
    expect(hashToUnit(1, instantMs)).not.toBe(hashToUnit(1, instantMs + 0x1_0000_0000));
  });

  it('spreads uniformly over [0, 1)', () => {
    const values = Array.from({ length: 10_000 }, (_, index) => hashToUnit(3, index));
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    expect(mean).toBeCloseTo(0.5, 1);
  });

  it('varies smoothly between knots and meets the knot values', () => {
    const channel = channelId('clouds');
    expect(smoothNoise(5, channel, 4)).toBe(hashToUnit(5, channel, 4));
    const step = Math.abs(smoothNoise(5, channel, 4.5) - smoothNoise(5, channel, 4.501));
    expect(step).toBeLessThan(0.01);
  });

  it('draws normal values with mean 0 and deviation 1', () => {
    const values = Array.from({ length: 20_000 }, (_, index) => gaussian(11, channelId('v'), index));
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length;
    expect(mean).toBeCloseTo(0, 1);
    expect(Math.sqrt(variance)).toBeCloseTo(1, 1);
  });
});
