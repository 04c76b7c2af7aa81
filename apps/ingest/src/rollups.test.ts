import { describe, expect, it } from 'vitest';
import { meanBearing } from './bearings.ts';
import { aggregatePlant, mergeRollup, RollupBatch } from './rollups.ts';

const stats = (...values: number[]) => ({
  n: values.length,
  sum: values.reduce((a, b) => a + b, 0),
  min: Math.min(...values),
  max: Math.max(...values),
});

describe('rollup arithmetic', () => {
  it('merges a batch into a stored bucket', () => {
    const stored = {
      samples: 2,
      valueStats: { pv1Power: stats(1, 3) },
      roleStats: {},
      energy: { pvEnergyTotal: 0.5 },
    };
    const added = {
      samples: 1,
      valueStats: { pv1Power: stats(5) },
      roleStats: {},
      energy: { pvEnergyTotal: 0.25 },
    };
    expect(mergeRollup(stored, added)).toEqual({
      samples: 3,
      valueStats: { pv1Power: stats(1, 3, 5) },
      roleStats: {},
      energy: { pvEnergyTotal: 0.75 },
    });
  });

  it('sums power and energy over a plant, each role from the devices that speak for it', () => {
    const plant = aggregatePlant([
      {
        deviceKind: 'inverterSinglePhaseHybrid',
        roleStats: { pvPower: stats(2, 4), gridPower: stats(-1), batterySoc: stats(50) },
        energy: { pvEnergyTotal: 1, gridExportEnergyTotal: 0.9 },
      },
      { deviceKind: 'inverterMicro', roleStats: { pvPower: stats(0.5) }, energy: { pvEnergyTotal: 0.2 } },
      { deviceKind: 'meter', roleStats: { gridPower: stats(-1.2) }, energy: { gridExportEnergyTotal: 1 } },
      { deviceKind: 'batteryBms', roleStats: { batterySoc: stats(60, 62) }, energy: {} },
      { deviceKind: 'batteryBms', roleStats: { batterySoc: stats(70) }, energy: {} },
    ]);
    expect(plant.power).toEqual({ pvPower: 3.5, gridPower: -1.2 });
    expect(plant.energy).toEqual({ pvEnergyTotal: 1.2, gridExportEnergyTotal: 1 });
    expect(plant.measurements).toEqual({ batterySoc: 65.5 });
  });

  it('keeps every value by key in 5-minute rows, and only roles in hour, day and month rows', () => {
    const batch = new RollupBatch();
    batch.addReading({ deviceId: 'inverter', plantId: 'plant', timeZone: 'UTC' }, Date.UTC(2026, 0, 1, 12), {
      samples: { pv1Power: 2000, gridVoltage: 231 },
      roles: { pvPower: 2 },
    });
    const byPeriod = Object.fromEntries(batch.entries().map(({ key, content }) => [key.period, content]));
    expect(byPeriod['5m']?.valueStats).toEqual({ pv1Power: stats(2000), gridVoltage: stats(231) });
    for (const period of ['hour', 'day', 'month']) {
      expect(byPeriod[period]?.valueStats).toEqual({});
      expect(byPeriod[period]?.roleStats).toEqual({ pvPower: stats(2) });
      expect(byPeriod[period]?.samples).toBe(1);
    }
  });

  it("averages a weather station's wind direction on the circle, across folds and for its plant", () => {
    const station = { deviceId: 'station', plantId: 'plant', timeZone: 'UTC' };
    const fold = (...degrees: number[]) => {
      const batch = new RollupBatch();
      for (const [index, value] of degrees.entries()) {
        batch.addReading(station, Date.UTC(2026, 0, 1, 12, index), {
          samples: { windDirection: value },
          roles: { windDirection: value },
        });
      }
      return batch.entries().find((entry) => entry.key.period === 'hour')!.content;
    };
    const hour = mergeRollup(fold(350), fold(10));
    expect(meanBearing([hour.roleStats.windDirection!])).toBeCloseTo(0, 9);
    expect(hour.roleStats.windDirection?.n).toBe(2);
    expect(aggregatePlant([{ deviceKind: 'weatherStation', ...hour }]).measurements).toEqual({
      windDirection: expect.closeTo(0, 9) as number,
    });
  });
});
