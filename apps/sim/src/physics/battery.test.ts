import { describe, expect, it } from 'vitest';
import { batteryVoltage, chargeLimitW, dischargeLimitW, socAfter, type Battery } from './battery.ts';

const battery: Battery = {
  capacityKwh: 10,
  maxChargeW: 5000,
  maxDischargeW: 5000,
  roundTripEfficiency: 0.9,
  minSoc: 0.1,
  maxSoc: 1,
};

describe('battery', () => {
  it('limits power by its rating in the middle of the SOC window', () => {
    expect(chargeLimitW(battery, 0.5, 0.25)).toBe(5000);
    expect(dischargeLimitW(battery, 0.5, 0.25)).toBe(5000);
  });

  it('limits power to what the remaining room or energy allows near the ends', () => {
    const hours = 0.25;
    const charge = chargeLimitW(battery, 0.99, hours);
    expect(charge).toBeLessThan(5000);
    expect(socAfter(battery, 0.99, -charge, hours)).toBeLessThanOrEqual(1);
    expect(socAfter(battery, 0.99, -charge, hours)).toBeGreaterThan(0.999);
    expect(dischargeLimitW(battery, 0.1, hours)).toBe(0);
    expect(chargeLimitW(battery, 1, hours)).toBe(0);
  });

  it('loses about 10 % over a full cycle', () => {
    const chargedSoc = socAfter(battery, 0.1, -4500, 1);
    expect(chargedSoc).toBeCloseTo(0.1 + (4.5 * Math.sqrt(0.9)) / 10);
    const returnedWh = (chargedSoc - 0.1) * 10_000 * Math.sqrt(0.9);
    expect(returnedWh / 4500).toBeCloseTo(0.9);
  });

  it('shows a higher voltage when full and while charging', () => {
    expect(batteryVoltage(51.2, 0.95, 0)).toBeGreaterThan(batteryVoltage(51.2, 0.5, 0));
    expect(batteryVoltage(51.2, 0.5, -3000)).toBeGreaterThan(batteryVoltage(51.2, 0.5, 3000));
    expect(batteryVoltage(51.2, 0.5, 0)).toBeGreaterThan(48);
    expect(batteryVoltage(51.2, 0.5, 0)).toBeLessThan(56);
  });
});
