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
