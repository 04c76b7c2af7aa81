/**
 * Number display rules of spec section 9: a comma every three digits; in compact places (cards,
 * chart axes) values of 3 to 5 integer digits show in thousands and 6 or more in tens of
 * thousands, with one decimal.
 */
import { nowIn } from '@sunfleet/contract/zoned-date';

/** `1234567.891` → `1,234,567.89` (at most `decimals` places, trailing zeros kept off). */
export function formatNumber(value: number, decimals = 2): string {
  if (!Number.isFinite(value)) return '--';
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: decimals, useGrouping: true }).format(value);
}

export type TMagnitude = 'one' | 'thousand' | 'tenThousand';

export const magnitudeDivisors: Record<TMagnitude, number> = { one: 1, thousand: 1_000, tenThousand: 10_000 };

const integerDigits = (value: number) => Math.trunc(Math.abs(value)).toString().length;

/** Which unit a value shows in: 3–5 integer digits → thousands, 6 or more → tens of thousands. */
export function magnitudeOf(value: number): TMagnitude {
  const digits = integerDigits(value);
  if (digits >= 6) return 'tenThousand';
  if (digits >= 3) return 'thousand';
  return 'one';
}

/** The compact form: the scaled value with one decimal (grouped) and the unit it is in. */
export function compactNumber(value: number): { text: string; magnitude: TMagnitude } {
  if (!Number.isFinite(value)) return { text: '--', magnitude: 'one' };
  const magnitude = magnitudeOf(value);
  if (magnitude === 'one') return { text: formatNumber(value, 2), magnitude };
  const scaled = Math.round((value / magnitudeDivisors[magnitude]) * 10) / 10;
  return {
    text: new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
      scaled,
    ),
    magnitude,
  };
}

/**
 * An instant as `YYYY-MM-DD HH:mm:ss` on the clock of a time zone (a plant's), or '--'. Times
 * are stored in UTC and shown where the plant is (DESIGN.md).
 */
export function formatInstant(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return '--';
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '--';
  return nowIn(timeZone && isKnownZone(timeZone) ? timeZone : undefined, instant);
}

/**
 * An instant on a plant's clock that says which clock: `2026-03-01 20:05:09 (Asia/Shanghai)`, so a
 * reader in another zone does not take it for their own time. No label when the zone is unknown
 * (then the instant shows on the reader's clock).
 */
export function formatZonedInstant(iso: string | null | undefined, timeZone: string): string {
  const local = formatInstant(iso, timeZone);
  return local === '--' || !isKnownZone(timeZone) ? local : withZone(local, timeZone);
}

/** `text (Europe/Berlin)`: names the clock of a time, or of a column of times. */
export const withZone = (text: string, timeZone: string) => `${text} (${timeZone})`;

function isKnownZone(timeZone: string) {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}
