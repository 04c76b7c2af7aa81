import { describe, expect, it } from 'vitest';
import type { TEnergyBars } from '@sunfleet/contract/plants';
import {
  barsInRange,
  compactAxisLabel,
  energyBarsOption,
  generationBarsOption,
  monthsOf,
  powerCurveOption,
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
  units: { thousand: 'k', tenThousand: '×10k' },
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

  it('labels axes in thousands and tens of thousands', () => {
    expect(compactAxisLabel(12, labels.units)).toBe('12');
    expect(compactAxisLabel(12_500, labels.units)).toBe('12.5k');
    expect(compactAxisLabel(1_250_000, labels.units)).toBe('125.0×10k');
  });
});
