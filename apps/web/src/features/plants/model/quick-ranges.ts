import type { Dayjs } from 'dayjs';

/** Quick date ranges of spec section 9. */
export const quickRanges = [
  'today',
  'yesterday',
  'last3Days',
  'last7Days',
  'last30Days',
  'last60Days',
] as const;
export type TQuickRange = (typeof quickRanges)[number];

export type TDateRange = { from: string; to: string };

const dateFormat = 'YYYY-MM-DD';
const daysBack: Record<Exclude<TQuickRange, 'yesterday'>, number> = {
  today: 0,
  last3Days: 2,
  last7Days: 6,
  last30Days: 29,
  last60Days: 59,
};

/** The first and last day (inclusive, YYYY-MM-DD) of a quick range; "last N days" ends on `today`, the plant's date. */
export function quickRange(range: TQuickRange, today: Dayjs): TDateRange {
  if (range === 'yesterday') {
    const yesterday = today.subtract(1, 'day').format(dateFormat);
    return { from: yesterday, to: yesterday };
  }
  return { from: today.subtract(daysBack[range], 'day').format(dateFormat), to: today.format(dateFormat) };
}
