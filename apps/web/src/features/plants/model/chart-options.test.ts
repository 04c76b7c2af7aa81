import { describe, expect, it } from 'vitest';
import type { TEnergyBars } from '@sunfleet/contract/plants';
import {
  barsInRange,
  energyBarsOption,
  generationBarsOption,
  monthsOf,
  powerCurveOption,
  valueAxis,
  type TChartLabels,
} from './chart-options.ts';

const labels: TChartLabels = {
  pv: 'PV',
  load: 'Load',
  grid: 'Grid',
  battery: 'Battery',
  soc: 'SOC',
  generation: 'Generation',
  expected: 'Expected',
  income: 'Income',
  gridImport: 'Import',
  gridExport: 'Export',
  charge: 'Charge',
  discharge: 'Discharge',
  lang: 'en',
};

const energy = (label: string, pv: number, charge = 0): TEnergyBars['bars'][number] => ({
  label,
  pv,
  load: 1,
  gridImport: 0,
  gridExport: 0,
  batteryCharge: charge,
  batteryDischarge: 0,
});

describe('chart options', () => {
  it('draws the SOC axis only for plants with a battery', () => {
    const point = { time: '12:00', pv: 3, load: 1, grid: -2, battery: null, soc: null };
    const withoutBattery = powerCurveOption({ date: '2026-03-01', timeZone: 'UTC', points: [point] }, labels);
    expect(withoutBattery.series).toHaveLength(3);
    const withBattery = powerCurveOption(
      { date: '2026-03-01', timeZone: 'UTC', points: [{ ...point, battery: 1, soc: 55 }] },
      labels,
    );
    expect((withBattery.series as { name: string }[]).map((series) => series.name)).toEqual([
      'PV',
      'Load',
      'Grid',
      'Battery',
      'SOC',
    ]);
  });

  it("spans today's power over the whole day, the hours still to come blank", () => {
    const point = { time: '09:30', pv: 3, load: 1, grid: -2, battery: null, soc: null };
    const option = powerCurveOption({ date: '2026-03-01', timeZone: 'UTC', points: [point] }, labels);
    const times = (option.xAxis as { data: string[] }).data;
    expect([times[0], times.at(-1)]).toEqual(['00:00', '24:00']);
    const pv = (option.series as { data: unknown[] }[])[0]?.data ?? [];
    expect(pv[times.indexOf('09:30')]).toBe(3);
    expect(pv.filter((value) => value !== null)).toEqual([3]);
  });

  it('marks the points while the day has only one, which a bare line would not draw', () => {
    const point = { time: '00:00', pv: 0, load: 1, grid: 1, battery: null, soc: null };
    const shown = (points: (typeof point)[]) =>
      (
        powerCurveOption({ date: '2026-03-01', timeZone: 'UTC', points }, labels).series as {
          showSymbol: boolean;
        }[]
      ).map((series) => series.showSymbol);
    expect(shown([point])).toEqual([true, true, true]);
    expect(shown([point, { ...point, time: '00:05' }])).toEqual([false, false, false]);
  });

  it('puts expected yield beside generation and income on its own axis', () => {
    const option = generationBarsOption(
      {
        timeZone: 'UTC',
        currency: 'EUR',
        bars: [{ label: '2026-01', generation: 100, income: 20, expected: 90 }],
        partialLabel: null,
        total: { generation: 100, income: 20, expected: 90 },
      },
      labels,
    );
    const series = option.series as { name: string; data: unknown[]; yAxisIndex?: number }[];
    expect(series.map((item) => item.name)).toEqual(['Generation', 'Expected', 'Income']);
    expect(series[2]?.yAxisIndex).toBe(1);
  });

  it('adds battery bars only when the battery moved energy', () => {
    expect(energyBarsOption([energy('01', 1)], labels).series).toHaveLength(4);
    expect(energyBarsOption([energy('01', 1, 2)], labels).series).toHaveLength(6);
  });

  it('finds the months of a range and cuts day bars to it', () => {
    expect(monthsOf('2025-12-05', '2026-02-01')).toEqual(['2025-12', '2026-01', '2026-02']);
    const bars = [energy('2026-01-30', 1), energy('2026-01-31', 2), energy('2026-02-01', 3)];
    expect(barsInRange(bars, '2026-01-31', '2026-02-01').map((bar) => bar.pv)).toEqual([2, 3]);
  });

  it('draws the running bucket lighter and leaves slots without data empty', () => {
    const empty = { ...energy('02', 0), pv: null, load: null, gridImport: null, gridExport: null };
    const option = energyBarsOption([energy('00', 1), energy('01', 2), empty], labels, '01');
    const [pv] = option.series as { data: unknown[] }[];
    expect(pv?.data[0]).toBe(1);
    expect(pv?.data[1]).toMatchObject({ value: 2, itemStyle: { opacity: 0.45 } });
    expect(pv?.data[2]).toBeNull();
  });

  it('scales an axis as its largest value reads in the language: MWh in English, 万kWh in Chinese', () => {
    const axis = (values: number[], lang: TChartLabels['lang']) => {
      const { name, axisLabel } = valueAxis('kWh', values, { ...labels, lang });
      return [name, axisLabel.formatter(values.at(-1) ?? 0)];
    };
    expect(axis([0, 12], 'en')).toEqual(['kWh', '12']);
    expect(axis([0, 12_500], 'en')).toEqual(['MWh', '12.5']);
    expect(axis([0, 1_250_000], 'es')).toEqual(['GWh', '1.3']);
    expect(axis([0, 12_500], 'zh')).toEqual(['千kWh', '12.5']);
    expect(axis([0, 1_250_000], 'zh')).toEqual(['万kWh', '125.0']);
  });
});
