import { describe, expect, it } from 'vitest';
import { clearSkyWeather, cloudCover, haurwitzGhi } from './clear-sky.ts';

const location = { latitude: 36.1, longitude: -79.95 };

describe('clear-sky weather', () => {
  it('gives about 1000 W/m² with the sun overhead and nothing at night', () => {
    expect(haurwitzGhi(0)).toBeCloseTo(1035, -1);
    expect(haurwitzGhi(60)).toBeCloseTo(488, -1);
    expect(haurwitzGhi(95)).toBe(0);
  });

  it('without clouds follows the sun: bright at solar noon, dark at midnight', () => {
    const sky = clearSkyWeather({ location, seed: 1, hasClouds: false });
    expect(sky.readingAt(new Date('2023-06-21T17:21:00Z')).ghi).toBeGreaterThan(900);
    expect(sky.readingAt(new Date('2023-06-21T05:21:00Z')).ghi).toBe(0);
  });

  it('is the same for the same seed and instant, and clouds vary between days', () => {
    const first = clearSkyWeather({ location, seed: 9, hasClouds: true });
    const again = clearSkyWeather({ location, seed: 9, hasClouds: true });
    const instant = new Date('2023-04-02T17:00:00Z');
    expect(first.readingAt(instant)).toEqual(again.readingAt(instant));
    const covers = Array.from({ length: 60 }, (_, day) =>
      cloudCover(9, new Date(Date.UTC(2023, 3, 1 + day, 17))),
    );
    expect(Math.min(...covers)).toBeLessThan(0.2);
    expect(Math.max(...covers)).toBeGreaterThan(0.6);
  });

  it('is warmer in July afternoons than January nights', () => {
    const sky = clearSkyWeather({ location, seed: 2, hasClouds: false });
    const july = sky.readingAt(new Date('2023-07-15T20:00:00Z')).airTemperature;
    const january = sky.readingAt(new Date('2023-01-15T09:00:00Z')).airTemperature;
    expect(july).toBeGreaterThan(25);
    expect(january).toBeLessThan(8);
  });
});
