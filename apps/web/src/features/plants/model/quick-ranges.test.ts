import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { quickRange } from './quick-ranges.ts';

describe('quickRange', () => {
  const today = dayjs('2026-03-01');

  it('covers today, yesterday and the last N days ending today', () => {
    expect(quickRange('today', today)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(quickRange('yesterday', today)).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(quickRange('last3Days', today)).toEqual({ from: '2026-02-27', to: '2026-03-01' });
    expect(quickRange('last7Days', today)).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(quickRange('last60Days', today).from).toBe('2026-01-01');
  });
});
