import { describe, expect, it } from 'vitest';
import { addDays, currentRanges, monthRange } from './plant-time.ts';

describe('plant calendar', () => {
  it('steps over month and year ends', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(monthRange('2024-12')).toEqual({ from: '2024-12-01', to: '2025-01-01' });
  });

  it('gives today, this month and this year as half-open ranges', () => {
    expect(currentRanges('Asia/Shanghai', new Date('2025-12-31T20:00:00Z'))).toEqual({
      today: { from: '2026-01-01', to: '2026-01-02' },
      month: { from: '2026-01-01', to: '2026-02-01' },
      year: { from: '2026-01-01', to: '2027-01-01' },
    });
  });
});
