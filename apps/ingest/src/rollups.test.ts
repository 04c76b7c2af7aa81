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
    // No device measures the load: it is the balance, PV less what went to the grid.
    expect(plant.power.pvPower).toBe(3.5);
    expect(plant.power.gridPower).toBe(-1.2);
    expect(plant.power.loadPower).toBeCloseTo(2.3, 9);
    expect(plant.energy.pvEnergyTotal).toBeCloseTo(1.2, 9);
    expect(plant.energy.gridExportEnergyTotal).toBe(1);
    expect(plant.energy.loadEnergyTotal).toBeCloseTo(0.2, 9);
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

  describe('the load of every plant type: PV + import − export + discharge − charge', () => {
    const meter = (gridPower: number, gridImport: number, gridExport: number) => ({
      deviceKind: 'meter',
      roleStats: { gridPower: stats(gridPower) },
      energy: { gridImportEnergyTotal: gridImport, gridExportEnergyTotal: gridExport },
    });
    const stringInverter = (pvPower: number, pvEnergy: number) => ({
      deviceKind: 'inverterString',
      roleStats: { pvPower: stats(pvPower) },
      energy: { pvEnergyTotal: pvEnergy },
    });

    it('grid-tied with a meter: PV 5, export 3 makes a load of 2 (it was 0)', () => {
      const plant = aggregatePlant([stringInverter(5, 5), meter(-3, 0, 3)]);
      expect(plant.energy.loadEnergyTotal).toBe(2);
      expect(plant.power.loadPower).toBe(2);
    });

    it('grid-tied without a meter: the load is unknown, not 0', () => {
      const plant = aggregatePlant([stringInverter(5, 5)]);
      expect(plant.energy).not.toHaveProperty('loadEnergyTotal');
      expect(plant.power).not.toHaveProperty('loadPower');
    });

    it('AC-coupled: the battery counts once, and charging from the grid is not generation', () => {
      const plant = aggregatePlant([
        stringInverter(4, 4),
        meter(2, 3, 1),
        {
          deviceKind: 'batteryBms',
          roleStats: { batteryPower: stats(-2.5), batterySoc: stats(40) },
          energy: { batteryChargeEnergyTotal: 2.5, batteryDischargeEnergyTotal: 0.5 },
        },
      ]);
      expect(plant.energy.pvEnergyTotal).toBe(4);
      // 4 + 3 − 1 + 0.5 − 2.5
      expect(plant.energy.loadEnergyTotal).toBe(4);
      expect(plant.power.loadPower).toBe(3.5);
    });

    it("DC-coupled storage: the hybrid's own load stands; its battery and grid values yield to the BMS and meter", () => {
      const plant = aggregatePlant([
        {
          deviceKind: 'inverterSinglePhaseHybrid',
          roleStats: {
            pvPower: stats(6),
            loadPower: stats(1.5),
            batteryPower: stats(-3),
            gridPower: stats(-1.4),
          },
          energy: {
            pvEnergyTotal: 6,
            loadEnergyTotal: 1.5,
            batteryChargeEnergyTotal: 3,
            gridExportEnergyTotal: 1.4,
          },
        },
        {
          deviceKind: 'batteryBms',
          roleStats: { batteryPower: stats(-3.1) },
          energy: { batteryChargeEnergyTotal: 3.1, batteryDischargeEnergyTotal: 0 },
        },
        meter(-1.5, 0, 1.5),
      ]);
      expect(plant.energy).toEqual({
        pvEnergyTotal: 6,
        loadEnergyTotal: 1.5,
        batteryChargeEnergyTotal: 3.1,
        batteryDischargeEnergyTotal: 0,
        gridImportEnergyTotal: 0,
        gridExportEnergyTotal: 1.5,
      });
      expect(plant.power.loadPower).toBe(1.5);
      expect(plant.power.batteryPower).toBe(-3.1);
    });
  });
});
