import { describe, expect, it } from 'vitest';
import { arrayDcPower, cellTemperature, stringLayout, stringReadings } from './pv-array.ts';

const array = { capacityKwp: 5, temperatureCoefficient: -0.004, systemLoss: 0.14 };

describe('PV array', () => {
  it('warms cells above the air in sunlight and less in wind', () => {
    const still = cellTemperature({ planeIrradiance: 1000, airTemperature: 25, windSpeed: 0 });
    const windy = cellTemperature({ planeIrradiance: 1000, airTemperature: 25, windSpeed: 5 });
    expect(still).toBeCloseTo(65);
    expect(windy).toBeLessThan(still);
    expect(cellTemperature({ planeIrradiance: 0, airTemperature: 10, windSpeed: 2 })).toBe(10);
  });

  it('delivers capacity minus system losses at standard conditions, less when hot', () => {
    expect(arrayDcPower(1000, 25, array)).toBeCloseTo(5000 * 0.86);
    expect(arrayDcPower(1000, 50, array)).toBeCloseTo(5000 * 0.86 * 0.9);
    expect(arrayDcPower(0, 25, array)).toBe(0);
  });

  it('wires whole modules over the MPPT inputs', () => {
    expect(stringLayout(5, 2).modulesPerString).toEqual([7, 6]);
    expect(stringLayout(0.4, 2).modulesPerString).toEqual([1]);
  });

  it('splits power over the strings in whole watts that sum to the total, with plausible voltages', () => {
    const layout = stringLayout(5, 2);
    const strings = stringReadings(3333.4, layout, 800, 45);
    expect(strings.reduce((sum, reading) => sum + reading.power, 0)).toBe(3333);
    for (const reading of strings) {
      expect(reading.voltage).toBeGreaterThan(150);
      expect(reading.voltage).toBeLessThan(300);
      expect(reading.current * reading.voltage).toBeCloseTo(reading.power);
    }
    expect(stringReadings(0, layout, 0, 5)).toEqual([
      { voltage: 0, current: 0, power: 0 },
      { voltage: 0, current: 0, power: 0 },
    ]);
  });
});
