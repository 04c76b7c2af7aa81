import { describe, expect, it } from 'vitest';
import { householdLoadW } from './household-load.ts';
import { localTimeIn } from './local-time.ts';

const load = { dailyKwh: 10, seed: 42 };
const local = localTimeIn('UTC');

const dayProfile = (date: string) =>
  Array.from({ length: 24 * 12 }, (_, index) => {
    const instant = new Date(Date.parse(`${date}T00:00:00Z`) + index * 300_000);
    return householdLoadW(load, instant, local(instant));
  });

const hourlyMean = (profile: number[], hour: number) =>
  profile.slice(hour * 12, hour * 12 + 12).reduce((sum, value) => sum + value, 0) / 12;

describe('household load', () => {
  it('uses about the daily energy over a fortnight', () => {
    let energyKwh = 0;
    for (let day = 1; day <= 14; day += 1) {
      energyKwh +=
        dayProfile(`2023-05-${String(day).padStart(2, '0')}`).reduce((sum, w) => sum + w, 0) / 12000;
    }
    expect(energyKwh / 14).toBeGreaterThan(8.5);
    expect(energyKwh / 14).toBeLessThan(12.5);
  });

  it('peaks in the morning and evening on weekdays, above the night and midday', () => {
    const monday = dayProfile('2023-05-08');
    expect(hourlyMean(monday, 7)).toBeGreaterThan(hourlyMean(monday, 3) * 1.8);
    expect(hourlyMean(monday, 19)).toBeGreaterThan(hourlyMean(monday, 12) * 1.5);
  });

  it('starts later on weekends', () => {
    expect(hourlyMean(dayProfile('2023-05-13'), 9)).toBeGreaterThan(hourlyMean(dayProfile('2023-05-08'), 9));
  });

  it('is the same for the same seed and instant, and differs for another seed', () => {
    const instant = new Date('2023-05-08T18:07:00Z');
    const value = householdLoadW(load, instant, local(instant));
    expect(householdLoadW(load, instant, local(instant))).toBe(value);
    expect(householdLoadW({ ...load, seed: 43 }, instant, local(instant))).not.toBe(value);
  });
});
