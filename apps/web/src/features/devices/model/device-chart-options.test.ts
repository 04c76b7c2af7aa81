import { describe, expect, it } from 'vitest';
import { deviceBarsOption, deviceCurveOption } from './device-chart-options.ts';

describe('device chart options', () => {
  const curve = {
    date: '2026-06-10',
    timeZone: 'Europe/Madrid',
    series: [
      { key: 'pv1Power', name: 'PV1 power', unit: 'kW' },
      { key: 'pv1Voltage', name: 'PV1 voltage', unit: 'V' },
      { key: 'pv1Current', name: 'PV1 current', unit: 'A' },
    ],
    points: [
      { time: '12:00', values: [1500, 350, 5] },
      { time: '12:05', values: [2000, null, 6] },
    ],
  };

  it('puts the first unit on the left axis, scaled and named, the second on the right', () => {
    const option = deviceCurveOption(curve, 'en');
    const axes = option.yAxis as { name: string }[];
    expect(axes.map((axis) => axis.name)).toEqual(['MW', 'V']);
    const series = option.series as { yAxisIndex: number; data: unknown[] }[];
    expect(series.map((item) => item.yAxisIndex)).toEqual([0, 1, 1]);
    expect(series[1]?.data).toEqual([350, null]);
    expect((option.legend as { selected: Record<string, boolean> }).selected).toEqual({
      'PV1 power': true,
      'PV1 voltage': true,
      'PV1 current': false,
    });
  });

  it('draws every bar slot and marks the running one', () => {
    const option = deviceBarsOption(
      {
        timeZone: 'UTC',
        series: [{ key: 'pvEnergyTotal', name: 'PV generation', unit: 'kWh' }],
        bars: [
          { label: '2026-06-01', values: [12] },
          { label: '2026-06-02', values: [null] },
        ],
        partialLabel: '2026-06-02',
        total: [12],
      },
      'zh',
    );
    const [series] = option.series as { data: unknown[] }[];
    expect(series?.data[0]).toBe(12);
    expect(series?.data[1]).toMatchObject({ value: null, itemStyle: { borderType: 'dashed' } });
    expect((option.yAxis as { name: string }).name).toBe('kWh');
  });
});
