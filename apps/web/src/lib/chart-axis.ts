import type { TLang } from '@sunfleet/contract/lang';
import { formatNumber, formatScaled, scaleOf } from './format.ts';

/**
 * A value axis in the compact form of spec section 9, scaled as its largest value reads in the
 * language (`MWh` ticks in English, `万kWh` in Chinese): one unit for the whole axis, in its name
 * (ADR 0018). Every chart of the app — plants, inverters, meters — draws its axes with this.
 */
export function scaledValueAxis(
  unit: string,
  values: readonly (number | null)[],
  lang: TLang,
  extra: object = {},
) {
  const largest = Math.max(0, ...values.map((value) => Math.abs(value ?? 0)));
  const scale = scaleOf(largest, unit, lang);
  return {
    type: 'value' as const,
    name: scale.unit,
    axisLabel: { formatter: (value: number) => formatScaled(value, scale) },
    splitLine: { lineStyle: { opacity: 0.2 } },
    ...extra,
  };
}

/** A tooltip's value with its unit, `--` where there is none. */
export const tooltipValue = (unit: string) => (value: unknown) =>
  typeof value === 'number' ? `${formatNumber(value)} ${unit}` : '--';

const fiveMinutes = Array.from({ length: 24 * 12 }, (_, slot) => {
  const minutes = slot * 5;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/**
 * A day's curve on an axis of the whole day, 00:00 to 24:00 (every five minutes and every time a
 * point has), so today's curve stops at now with the rest of the day blank, as the month, year
 * and total charts show their whole period. `at` lines the points up with the axis (undefined
 * where the day has none).
 */
export function wholeDay<T extends { time: string }>(points: readonly T[]) {
  const byTime = new Map(points.map((point) => [point.time, point]));
  const times = [...new Set([...fiveMinutes, ...byTime.keys()])].sort();
  times.push('24:00');
  return {
    // A label every three hours: 00:00, 03:00 … 24:00.
    xAxis: { type: 'category' as const, boundaryGap: false, data: times, axisLabel: { interval: 35 } },
    at: times.map((time) => byTime.get(time)),
  };
}
