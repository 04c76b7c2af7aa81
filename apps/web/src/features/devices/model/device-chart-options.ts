import type { TDeviceCurve, TDeviceEnergyBars } from '@sunfleet/contract/inverters';
import type { TLang } from '@sunfleet/contract/lang';
import type { TChartOption } from '../../../components/echart.tsx';
import { scaledValueAxis, tooltipValue, wholeDay } from '../../../lib/chart-axis.ts';

/** Series colours of device charts, in order. */
export const seriesColors = [
  '#f59e0b',
  '#3b82f6',
  '#22c55e',
  '#14b8a6',
  '#a855f7',
  '#ec4899',
  '#6366f1',
  '#64748b',
];

const grid = { left: 56, right: 64, top: 56, bottom: 40 };

/** The running bucket's bar, lighter and outlined: its period is not over. */
const partialStyle = { opacity: 0.45, borderType: 'dashed' as const, borderWidth: 1, borderColor: '#64748b' };

/**
 * A day's curve of a device's values. Series share an axis by unit: the first unit (power,
 * mostly) on the left, the second on the right; series of further units are left out of the
 * axes and shown only when picked in the legend on the right axis. Only series of the first two
 * units start visible, so a family's power is not flattened by its voltages.
 */
export function deviceCurveOption(curve: TDeviceCurve, lang: TLang): TChartOption {
  const units = [...new Set(curve.series.map((series) => series.unit))];
  const [left, right] = units;
  const day = wholeDay(curve.points);
  const valuesOf = (index: number) => day.at.map((point) => point?.values[index] ?? null);
  const valuesOfUnit = (unit: string | undefined) =>
    curve.series.flatMap((series, index) => (series.unit === unit ? valuesOf(index) : []));
  const showSymbol = curve.points.length === 1;
  const selected = Object.fromEntries(
    curve.series.map((series) => [series.name, series.unit === left || series.unit === right]),
  );
  return {
    grid,
    tooltip: { trigger: 'axis' },
    legend: { top: 0, type: 'scroll', selected },
    xAxis: day.xAxis,
    yAxis: [
      scaledValueAxis(left ?? '', valuesOfUnit(left), lang),
      scaledValueAxis(right ?? '', valuesOfUnit(right), lang, { splitLine: { show: false } }),
    ],
    series: curve.series.map((series, index) => ({
      type: 'line' as const,
      name: series.name,
      showSymbol,
      smooth: true,
      connectNulls: false,
      color: seriesColors[index % seriesColors.length],
      yAxisIndex: series.unit === left ? 0 : 1,
      data: valuesOf(index),
      tooltip: { valueFormatter: tooltipValue(series.unit) },
    })),
  };
}

/** Energy bars (kWh) of a device: every slot, the running one lighter. */
export function deviceBarsOption(bars: TDeviceEnergyBars, lang: TLang): TChartOption {
  const all = bars.bars.flatMap((bar) => bar.values);
  return {
    grid,
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    xAxis: { type: 'category', data: bars.bars.map((bar) => bar.label) },
    yAxis: scaledValueAxis('kWh', all, lang),
    series: bars.series.map((series, index) => ({
      type: 'bar' as const,
      name: series.name,
      color: seriesColors[index % seriesColors.length],
      data: bars.bars.map((bar) =>
        bar.label === bars.partialLabel
          ? { value: bar.values[index] ?? null, itemStyle: partialStyle }
          : (bar.values[index] ?? null),
      ),
      tooltip: { valueFormatter: tooltipValue('kWh') },
    })),
  };
}
