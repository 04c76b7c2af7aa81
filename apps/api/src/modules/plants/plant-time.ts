/**
 * Calendar arithmetic on local dates of a plant (YYYY-MM-DD strings). Turning a local date into
 * an instant is left to PostgreSQL (`date::timestamp AT TIME ZONE zone`), so daylight-saving days
 * of 23 or 25 hours come out right.
 */
import { todayIn } from '@sunfleet/contract/zoned-date';

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const utcDate = (date: string) => new Date(`${date}T00:00:00Z`);

export function addDays(date: string, days: number): string {
  const next = utcDate(date);
  next.setUTCDate(next.getUTCDate() + days);
  return isoDate(next);
}

/** A half-open range of local dates: from `from` up to, not including, `to`. */
export type TDateRange = { from: string; to: string };

export const dayRange = (date: string): TDateRange => ({ from: date, to: addDays(date, 1) });

/** `month` is YYYY-MM. */
export function monthRange(month: string): TDateRange {
  const from = utcDate(`${month}-01`);
  const to = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1));
  return { from: isoDate(from), to: isoDate(to) };
}

export const yearRange = (year: number): TDateRange => ({ from: `${year}-01-01`, to: `${year + 1}-01-01` });

/** Today, this month and this year of a plant, as ranges of its local dates. */
export function currentRanges(timeZone: string, at: Date = new Date()) {
  const today = todayIn(timeZone, at);
  return {
    today: dayRange(today),
    month: monthRange(today.slice(0, 7)),
    year: yearRange(Number(today.slice(0, 4))),
  };
}
