import { afterEach, describe, expect, it, vi } from 'vitest';
import { plantClock } from './plant-date-picker.tsx';

describe('plantClock', () => {
  afterEach(() => vi.useRealTimers());

  it("makes the plant's day today: Shanghai is on the next day when UTC reads 23:30", () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T23:30:00Z') });
    expect(plantClock('Asia/Shanghai').getNow().format('YYYY-MM-DD HH:mm')).toBe('2026-03-02 07:30');
    expect(plantClock('UTC').getNow().format('YYYY-MM-DD HH:mm')).toBe('2026-03-01 23:30');
    expect(plantClock('America/Los_Angeles').getNow().format('YYYY-MM-DD')).toBe('2026-03-01');
  });
});
