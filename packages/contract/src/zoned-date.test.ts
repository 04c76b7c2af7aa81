import { describe, expect, it } from 'vitest';
import { nowIn, todayIn } from './zoned-date.ts';

describe('todayIn', () => {
  it("is the plant's date, not the reader's: Tokyo is on the next day at 23:30 UTC", () => {
    const lateInUtc = new Date('2026-03-01T23:30:00Z');
    expect(todayIn('Asia/Tokyo', lateInUtc)).toBe('2026-03-02');
    expect(todayIn('UTC', lateInUtc)).toBe('2026-03-01');
    expect(todayIn('America/New_York', new Date('2026-03-02T03:00:00Z'))).toBe('2026-03-01');
  });

  it('reads the local date in the plant’s zone', () => {
    const instant = new Date('2025-06-30T23:30:00Z');
    expect(todayIn('UTC', instant)).toBe('2025-06-30');
    expect(todayIn('Asia/Shanghai', instant)).toBe('2025-07-01');
    expect(todayIn('America/Los_Angeles', instant)).toBe('2025-06-30');
  });
});

describe('nowIn', () => {
  it("is the plant's wall clock, across the date line and daylight saving", () => {
    expect(nowIn('Pacific/Kiritimati', new Date('2026-03-01T23:30:05Z'))).toBe('2026-03-02 13:30:05');
    expect(nowIn('Pacific/Pago_Pago', new Date('2026-03-01T05:00:00Z'))).toBe('2026-02-28 18:00:00');
    expect(nowIn('Europe/Madrid', new Date('2026-07-01T00:00:00Z'))).toBe('2026-07-01 02:00:00');
  });
});
