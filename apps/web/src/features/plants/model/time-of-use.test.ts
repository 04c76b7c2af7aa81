import { describe, expect, it } from 'vitest';
import { ZPriceSegments } from '@sunfleet/contract/validators';
import {
  addSegment,
  endChoices,
  endOptions,
  maxSegments,
  removeSegment,
  setSegmentEnd,
  setSegmentPrice,
  typedTime,
  wholeDay,
} from './time-of-use.ts';

describe('time-of-use editor', () => {
  it('splits the last segment so the day stays covered and valid', () => {
    const two = addSegment(wholeDay(0.2));
    expect(two).toEqual([
      { start: '00:00', end: '12:00', price: 0.2 },
      { start: '12:00', end: '24:00', price: 0.2 },
    ]);
    expect(ZPriceSegments.safeParse(two).success).toBe(true);
  });

  it('stops at six segments', () => {
    let segments = wholeDay(1);
    for (let step = 0; step < 10; step += 1) segments = addSegment(segments);
    expect(segments).toHaveLength(maxSegments);
    expect(ZPriceSegments.safeParse(segments).success).toBe(true);
  });

  it('moving an end moves the next start; removing hands the hours to the neighbour', () => {
    const moved = setSegmentEnd(addSegment(addSegment(wholeDay(1))), 0, '08:00');
    expect(moved[1]?.start).toBe('08:00');
    const withoutMiddle = removeSegment(moved, 1);
    expect(withoutMiddle).toHaveLength(2);
    expect(withoutMiddle[0]?.end).toBe(withoutMiddle[1]?.start);
    expect(removeSegment(moved, 0)[0]?.start).toBe('00:00');
    expect(ZPriceSegments.safeParse(withoutMiddle).success).toBe(true);
  });

  it('lets the schema reject a last segment that stops before midnight', () => {
    const early = setSegmentEnd(wholeDay(1), 0, '23:30');
    expect(ZPriceSegments.safeParse(early).success).toBe(false);
  });

  it('sets a price and lists half-hour ends after a start', () => {
    expect(setSegmentPrice(wholeDay(1), 0, 2.5)[0]?.price).toBe(2.5);
    const ends = endChoices('22:30');
    expect(ends).toEqual(['23:00', '23:30', '24:00']);
  });

  it('keeps a day ending at 23:59 as saved: offered as the last end, split like 24:00', () => {
    const saved = [{ start: '00:00', end: '23:59', price: 1 }];
    expect(endChoices('22:30', '23:59')).toEqual(['23:00', '23:30', '23:59']);
    expect(endChoices('22:30', '23:00')).toEqual(['23:00', '23:30', '24:00']);
    const two = addSegment(saved);
    expect(two).toEqual([
      { start: '00:00', end: '12:00', price: 1 },
      { start: '12:00', end: '23:59', price: 1 },
    ]);
    expect(ZPriceSegments.safeParse(two).success).toBe(true);
  });
});

describe('typed ends', () => {
  it('reads a typed time in the usual spellings and nothing else', () => {
    expect(typedTime('7:15')).toBe('07:15');
    expect(typedTime('0715')).toBe('07:15');
    expect(typedTime(' 18:45 ')).toBe('18:45');
    expect(typedTime('7:')).toBeUndefined();
    expect(typedTime('25:00')).toBeUndefined();
    expect(typedTime('12:60')).toBeUndefined();
  });

  it('offers a typed time after the start in order, keeps a typed end listed, and ends with the day', () => {
    expect(endOptions('22:00', '24:00', '22:15')).toEqual(['22:15', '22:30', '23:00', '23:30', '24:00']);
    expect(endOptions('22:00', '23:10')).toEqual(['22:30', '23:00', '23:10', '23:30', '24:00']);
    expect(endOptions('22:00', '24:00', '21:00')).toEqual(['22:30', '23:00', '23:30', '24:00']);
  });
});
