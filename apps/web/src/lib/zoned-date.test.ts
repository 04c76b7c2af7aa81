import { describe, expect, it } from 'vitest';
import { todayIn } from './zoned-date.ts';

describe('todayIn', () => {
  it("is the plant's date, not the reader's: Tokyo is on the next day at 23:30 UTC", () => {
    const lateInUtc = new Date('2026-03-01T23:30:00Z');
    expect(todayIn('Asia/Tokyo', lateInUtc)).toBe('2026-03-02');
    expect(todayIn('UTC', lateInUtc)).toBe('2026-03-01');
    expect(todayIn('America/New_York', new Date('2026-03-02T03:00:00Z'))).toBe('2026-03-01');
  });
});
