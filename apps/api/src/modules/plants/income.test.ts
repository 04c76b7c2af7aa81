import { describe, expect, it } from 'vitest';
import type { TPlantIncome } from '@sunfleet/contract/plants';
import { incomeOf, tariffResolution } from './income.ts';

const group = (pv: number, dow = 1, hm = '00:00', gridExport = 0) => ({ pv, gridExport, dow, hm });

const timeOfUse: TPlantIncome = {
  method: 'timeOfUse',
  currency: 'EUR',
  weekdays: [1, 2, 3, 4, 5],
  segments: [
    { start: '00:00', end: '08:00', price: 0.1 },
    { start: '08:00', end: '20:00', price: 0.3 },
    { start: '20:00', end: '24:00', price: 0.2 },
  ],
};

describe('income from a tariff', () => {
  it('prices every kWh alike with a constant price', () => {
    expect(incomeOf({ method: 'constant', currency: 'EUR', price: 0.25 }, [group(10), group(2.5)])).toBe(
      3.13,
    );
  });

  it('prices by segment and weekday with time-of-use, nothing on other days', () => {
    const groups = [
      group(10, 1, '07:00'),
      group(10, 1, '08:00'),
      group(10, 5, '23:00'),
      group(10, 6, '12:00'),
    ];
    expect(incomeOf(timeOfUse, groups)).toBe(1 + 3 + 2);
  });

  it('reads a last segment ending at 23:59 as one ending at 24:00', () => {
    const endingAt2359: TPlantIncome = {
      ...timeOfUse,
      segments: timeOfUse.segments.map((s) => (s.end === '24:00' ? { ...s, end: '23:59' } : s)),
    };
    const lateGroups = [group(10, 1, '23:00'), group(10, 1, '23:55'), group(10, 1, '23:59')];
    expect(incomeOf(endingAt2359, lateGroups)).toBe(6);
    expect(incomeOf(endingAt2359, lateGroups)).toBe(incomeOf(timeOfUse, lateGroups));
    // Still on whole hours: the day's end is midnight in either reading.
    expect(tariffResolution(endingAt2359)).toBe('hour');
  });

  it('prices export at the feed-in price and the rest at the self-use price', () => {
    const tariff: TPlantIncome = {
      method: 'byGeneration',
      currency: 'EUR',
      feedInPrice: 0.05,
      selfUsePrice: 0.3,
    };
    expect(incomeOf(tariff, [group(10, 1, '', 4)])).toBe(0.2 + 1.8);
    // Export beyond generation (a battery discharging to the grid) is not generation income.
    expect(incomeOf(tariff, [group(1, 1, '', 3)])).toBe(0.05);
  });

  it('earns nothing without a tariff', () => {
    expect(incomeOf(null, [group(10)])).toBe(0);
  });

  it('reads hourly rollups when segments change on the hour, else 5-minute ones', () => {
    expect(tariffResolution(timeOfUse)).toBe('hour');
    expect(
      tariffResolution({
        ...timeOfUse,
        segments: [
          { start: '00:00', end: '07:30', price: 1 },
          { start: '07:30', end: '24:00', price: 2 },
        ],
      }),
    ).toBe('5m');
    expect(tariffResolution(null)).toBe('day');
  });
});
