import type { TLang } from '@sunfleet/contract/lang';
import type { TEnergyBar, TEnergyBars, TGenerationBars, TPowerCurve } from '@sunfleet/contract/plants';
import type { TChartOption } from '../../../components/echart.tsx';
import { scaledValueAxis, tooltipValue, wholeDay } from '../../../lib/chart-axis.ts';

/** Chart colours, one per flow, the same as the energy-flow diagram's. */
export const flowColors = {
  pv: '#f59e0b',
  load: '#22c55e',
  grid: '#3b82f6',
  gridExport: '#6366f1',
  battery: '#14b8a6',
  batteryDischarge: '#0d9488',
  soc: '#a855f7',
  expected: '#94a3b8',
  income: '#ec4899',
} as const;

export type TChartLabels = Record<
  | 'pv'
  | 'load'
  | 'grid'
  | 'battery'
  | 'soc'
  | 'generation'
  | 'expected'
  | 'income'
  | 'gridImport'
  | 'gridExport'
  | 'charge'
  | 'discharge',
  string
> & { lang: TLang };

/**
 * A value axis in the compact form of spec section 9, scaled as its largest value reads in the
 * language: `scaledValueAxis` of lib/chart-axis, shared with the device charts.
 */
export const valueAxis = (
  unit: string,
  values: readonly (number | null)[],
  labels: TChartLabels,
  extra: object = {},
) => scaledValueAxis(unit, values, labels.lang, extra);

/** The running bucket's bar, lighter and outlined: its period is not over. */
const partialStyle = { opacity: 0.45, borderType: 'dashed' as const, borderWidth: 1, borderColor: '#64748b' };

/** Bar values, the one of the running bucket marked as partial. */
const barData = (
  items: readonly { label: string }[],
  valueOf: (index: number) => number | null,
  partialLabel: string | null,
) =>
  items.map((item, index) =>
    item.label === partialLabel ? { value: valueOf(index), itemStyle: partialStyle } : valueOf(index),
  );

const grid = { left: 56, right: 56, top: 48, bottom: 40 };

/** Today's power: PV, load, grid and battery in kW, state of charge on its own axis. */
export function powerCurveOption(curve: TPowerCurve, labels: TChartLabels): TChartOption {
  // A day's first reading is a single point, which a line without symbols does not draw at all.
  const showSymbol = curve.points.length === 1;
  const day = wholeDay(curve.points);
  const line = (name: string, key: 'pv' | 'load' | 'grid' | 'battery', color: string, area = false) => ({
    type: 'line' as const,
    name,
    showSymbol,
    smooth: true,
    color,
    areaStyle: area ? { opacity: 0.25 } : undefined,
    data: day.at.map((point) => point?.[key] ?? null),
    tooltip: { valueFormatter: tooltipValue('kW') },
  });
  const hasBattery = curve.points.some((point) => point.battery !== null || point.soc !== null);
  const powers = curve.points.flatMap((point) => [point.pv, point.load, point.grid, point.battery]);
  const series: NonNullable<TChartOption['series']> = [
    line(labels.pv, 'pv', flowColors.pv, true),
    line(labels.load, 'load', flowColors.load),
    line(labels.grid, 'grid', flowColors.grid),
  ];
  if (hasBattery)
    series.push(line(labels.battery, 'battery', flowColors.battery), {
      type: 'line',
      name: labels.soc,
      yAxisIndex: 1,
      showSymbol,
      color: flowColors.soc,
      lineStyle: { type: 'dashed' },
      data: day.at.map((point) => point?.soc ?? null),
      tooltip: { valueFormatter: tooltipValue('%') },
    });
  return {
    grid,
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    xAxis: day.xAxis,
    yAxis: hasBattery
      ? [
          valueAxis('kW', powers, labels),
          { type: 'value', name: '%', min: 0, max: 100, splitLine: { show: false } },
        ]
      : valueAxis('kW', powers, labels),
    series,
  };
}

/** Generation per day, month or year with expected yield beside it and income on its own axis. */
export function generationBarsOption(bars: TGenerationBars, labels: TChartLabels): TChartOption {
  const hasExpected = bars.bars.some((bar) => bar.expected !== null);
  const series: NonNullable<TChartOption['series']> = [
    {
      type: 'bar',
      name: labels.generation,
      color: flowColors.pv,
      data: barData(bars.bars, (index) => bars.bars[index]?.generation ?? null, bars.partialLabel),
      tooltip: { valueFormatter: tooltipValue('kWh') },
    },
  ];
  if (hasExpected)
    series.push({
      type: 'bar',
      name: labels.expected,
      color: flowColors.expected,
      data: bars.bars.map((bar) => bar.expected),
      tooltip: { valueFormatter: tooltipValue('kWh') },
    });
  if (bars.currency)
    series.push({
      type: 'line',
      name: labels.income,
      yAxisIndex: 1,
      color: flowColors.income,
      data: bars.bars.map((bar) => bar.income),
      tooltip: { valueFormatter: tooltipValue(bars.currency) },
    });
  return {
    grid,
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    xAxis: { type: 'category', data: bars.bars.map((bar) => bar.label) },
    yAxis: [
      valueAxis(
        'kWh',
        bars.bars.flatMap((bar) => [bar.generation, bar.expected]),
        labels,
      ),
      valueAxis(
        bars.currency ?? '',
        bars.bars.map((bar) => bar.income),
        labels,
        { splitLine: { show: false } },
      ),
    ],
    series,
  };
}

/**
 * Energy of each flow per bucket (hours of a day, days of a range) as grouped bars, kWh; the bar
 * of `partialLabel` (the running hour or day) drawn as partial.
 */
export function energyBarsOption(
  bars: readonly TEnergyBar[],
  labels: TChartLabels,
  partialLabel: string | null = null,
): TChartOption {
  const bar = (name: string, key: keyof Omit<TEnergyBar, 'label'>, color: string) => ({
    type: 'bar' as const,
    name,
    color,
    data: barData(bars, (index) => bars[index]?.[key] ?? null, partialLabel),
    tooltip: { valueFormatter: tooltipValue('kWh') },
  });
  const hasBattery = bars.some((item) => (item.batteryCharge ?? 0) > 0 || (item.batteryDischarge ?? 0) > 0);
  const series: NonNullable<TChartOption['series']> = [
    bar(labels.generation, 'pv', flowColors.pv),
    bar(labels.load, 'load', flowColors.load),
    bar(labels.gridImport, 'gridImport', flowColors.grid),
    bar(labels.gridExport, 'gridExport', flowColors.gridExport),
  ];
  if (hasBattery)
    series.push(
      bar(labels.charge, 'batteryCharge', flowColors.battery),
      bar(labels.discharge, 'batteryDischarge', flowColors.batteryDischarge),
    );
  const amounts = bars.flatMap((item) => [item.pv, item.load, item.gridImport, item.gridExport]);
  return {
    grid,
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    xAxis: { type: 'category', data: bars.map((item) => item.label) },
    yAxis: valueAxis('kWh', amounts, labels),
    series,
  };
}

/** The months (YYYY-MM) a range of local dates touches, oldest first. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.slice(0, 7).split('-').map(Number) as [number, number];
  const last = to.slice(0, 7);
  for (;;) {
    const label = `${year}-${String(month).padStart(2, '0')}`;
    months.push(label);
    if (label >= last) return months;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

/** The day bars of several months cut to a range of dates (labels YYYY-MM-DD). */
export const barsInRange = (bars: TEnergyBars['bars'], from: string, to: string) =>
  bars.filter((bar) => bar.label >= from && bar.label <= to);
