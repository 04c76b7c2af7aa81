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
    const times = (option.xAxis as { data: string[] }).data;
    expect(series[1]?.data[times.indexOf('12:00')]).toBe(350);
    expect(series[1]?.data[times.indexOf('12:05')]).toBeNull();
    expect((option.legend as { selected: Record<string, boolean> }).selected).toEqual({
      'PV1 power': true,
      'PV1 voltage': true,
      'PV1 current': false,
    });
  });

  it('spans the whole day, 00:00 to 24:00, blank where the day has no reading (yet)', () => {
    const option = deviceCurveOption(curve, 'en');
    const times = (option.xAxis as { data: string[] }).data;
    expect([times[0], times.at(-1), times.length]).toEqual(['00:00', '24:00', 24 * 12 + 1]);
    const power = (option.series as { data: unknown[] }[])[0]?.data ?? [];
    expect(power.filter((value) => value !== null)).toEqual([1500, 2000]);
    expect(power[times.indexOf('18:00')]).toBeNull();
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
