/**
 * Number display rules of spec section 9: a comma every three digits. Compact places (cards,
 * chart axes) scale a value the way its reader's language counts (ADR 0018): Chinese by 千 and 万
 * (3 to 5 integer digits in thousands, 6 or more in tens of thousands), English and Spanish by SI
 * prefixes (1,000 kWh is 1 MWh, a million 1 GWh; money and counts by k and M); one decimal once
 * scaled. Every screen scales through `scaleOf`, so cards, axes and exports agree.
 */
import type { TLang } from '@sunfleet/contract/lang';
import { nowIn } from '@sunfleet/contract/zoned-date';

/** `1234567.891` → `1,234,567.89` (at most `decimals` places, trailing zeros kept off). */
export function formatNumber(value: number, decimals = 2): string {
  if (!Number.isFinite(value)) return '--';
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: decimals, useGrouping: true }).format(value);
}

/** A scale to show values in: divide by `divisor`, and they are in `unit`. */
export type TScale = { divisor: number; unit: string };

const integerDigits = (value: number) => Math.trunc(Math.abs(value)).toString().length;

/** 千 and 万 before the unit: 3–5 integer digits in thousands, 6 or more in tens of thousands. */
function chineseScale(value: number, unit: string): TScale {
  const digits = integerDigits(value);
  if (digits >= 6) return { divisor: 10_000, unit: `万${unit}` };
  if (digits >= 3) return { divisor: 1_000, unit: `千${unit}` };
  return { divisor: 1, unit };
}

const siPrefixes = ['', 'k', 'M', 'G', 'T'] as const;

/**
 * The next SI prefix at every thousand: kWh → MWh → GWh (kW and kWp alike), t → kt. A currency
 * takes k, M … before it, apart: `12.3 k EUR`.
 */
function siScale(value: number, unit: string): TScale {
  const hasKilo = /^k[A-Z]/.test(unit);
  const base = hasKilo ? 1 : 0;
  const steps = Math.min(
    Math.floor(Math.log10(Math.max(Math.abs(value), 1)) / 3),
    siPrefixes.length - 1 - base,
  );
  if (steps === 0) return { divisor: 1, unit };
  const isCurrency = /^[A-Z]{3}$/.test(unit);
  const bare = hasKilo ? unit.slice(1) : isCurrency ? ` ${unit}` : unit;
  return { divisor: 1000 ** steps, unit: `${siPrefixes[base + steps]}${bare}`.trimEnd() };
}

/** The scale a value of `unit` shows in for a reader of `lang` (an axis: its largest value). */
export const scaleOf = (value: number, unit: string, lang: TLang): TScale =>
  lang === 'zh' ? chineseScale(value, unit) : siScale(value, unit);

/** A value in a scale: one decimal once scaled, up to two in the unit itself. */
export const formatScaled = (value: number, { divisor }: TScale): string =>
  divisor === 1
    ? formatNumber(value, 2)
    : new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
        value / divisor,
      );

/** The compact form of a value: `12.5 MWh`, `1.6万kWh`, `42.12 kWh` — as number and unit. */
export function compactQuantity(value: number, unit: string, lang: TLang): { value: string; unit: string } {
  if (!Number.isFinite(value)) return { value: '--', unit };
  const scale = scaleOf(value, unit, lang);
  return { value: formatScaled(value, scale), unit: scale.unit };
}

/**
 * An instant as `YYYY-MM-DD HH:mm:ss` on the clock of a time zone (a plant's), or '--'. Times
 * are stored in UTC and shown where the plant is (DESIGN.md).
 */
export function formatInstant(iso: string | null | undefined, timeZone?: string | null): string {
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
