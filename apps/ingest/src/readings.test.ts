import { describe, expect, it } from 'vitest';
import { deyeHybrid } from '@sunfleet/protocols/dictionaries/deye-hybrid';
import { advanceCounters, latestRolesOf, maxPowerKw, measure } from './readings.ts';

const minute = 60_000;
const bounds = { ratedPowerKw: null, plantCapacityKw: 8.2 };

describe('plausible counter steps', () => {
  it('bounds PV by rated power or capacity, and grid, load and battery more widely', () => {
    expect(maxPowerKw('pvEnergyTotal', bounds)).toBe(8.2);
    expect(maxPowerKw('pvEnergyTotal', { ratedPowerKw: 5, plantCapacityKw: 8.2 })).toBe(5);
    expect(maxPowerKw('pvEnergyTotal', { ratedPowerKw: null, plantCapacityKw: 0 })).toBe(1_000);
    expect(maxPowerKw('gridImportEnergyTotal', bounds)).toBe(30);
    expect(maxPowerKw('batteryChargeEnergyTotal', { ratedPowerKw: 20, plantCapacityKw: null })).toBe(40);
  });

  it('refuses a step beyond the interval, allows one register count more, and moves the baseline', () => {
    const baselines = { totalProduction: { value: 100, unit: 'kWh', at: 0 } };
    const counter = (value: number) => ({
      totalProduction: { value, unit: 'kWh', role: 'pvEnergyTotal' as const },
    });
    const limits = { bounds, dictionary: deyeHybrid };
    // 8.2 kW × 5 min × 1.5 = 1.025 kWh, plus 0.1 kWh (the register's scale).
    expect(advanceCounters(baselines, counter(101.1), 5 * minute, limits).energy).toEqual([
      ['pvEnergyTotal', expect.closeTo(1.1, 9), 0],
    ]);
    const refused = advanceCounters(baselines, counter(102.3), 10 * minute, limits);
    expect(refused.energy).toEqual([]);
    expect(refused.implausible).toMatchObject([
      { key: 'totalProduction', since: 5 * minute, at: 10 * minute },
    ]);
    expect(baselines.totalProduction).toEqual({ value: 102.3, unit: 'kWh', at: 10 * minute });
  });
});

describe('the newest reading’s roles', () => {
  it('keep an inverter’s status code (ADR 0052), which is never averaged', () => {
    const measured = measure([
      { key: 'runningStatus', value: 3, unit: '', label: { en: 'Off' }, role: 'deviceStatus' },
      { key: 'inverterPower', value: 0, unit: 'W', role: 'acPower' },
    ]);
    expect(measured.roleSamples).toEqual({ acPower: 0 });
    expect(latestRolesOf(measured)).toEqual({ acPower: 0, deviceStatus: 3 });
  });
});
