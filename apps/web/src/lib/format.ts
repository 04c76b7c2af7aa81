/**
 * Number display rules of spec section 9: a comma every three digits; in compact places (cards,
 * chart axes) values of 3 to 5 integer digits show in thousands and 6 or more in tens of
 * thousands, with one decimal.
 */

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
