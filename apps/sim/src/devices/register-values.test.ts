import { describe, expect, it } from 'vitest';
import { solisMeter3p } from '@sunfleet/protocols/dictionaries/solis-meter';
import { sunfleetBms } from '@sunfleet/protocols/dictionaries/sunfleet-bms';
import { registerValues, type DeviceReading } from './register-values.ts';

const reading = (sn: string): DeviceReading => ({
  sn,
  kind: 'batteryBms',
  firmware: '1.0.0',
  values: Object.fromEntries([1, 2, 3, 4].map((n) => [`pack${n}Voltage`, 52.8])),
  alarmWords: new Map(),
  localDateTime: '2026-04-02 12:00:00',
  dailyIrradiation: 0,
  monthlyProduction: 0,
  yearlyProduction: 0,
  batteryKwh: 20,
});

describe('a simulated BMS’s slave packs', () => {
  it('age unevenly: SOH 96.6–99.4 %, and cells spread around the mean, wider in an older pack', () => {
    const values = registerValues(sunfleetBms.entries, reading('SFBMS0001'));
    const packs = [1, 2, 3, 4].map((n) => ({
      soh: values[`pack${n}Soh`] as number,
      max: values[`pack${n}MaxCellVoltage`] as number,
      min: values[`pack${n}MinCellVoltage`] as number,
    }));
    expect(new Set(packs.map((pack) => pack.soh)).size).toBe(4);
    for (const pack of packs) {
      expect(pack.soh).toBeGreaterThanOrEqual(96.6);
      expect(pack.soh).toBeLessThanOrEqual(99.4);
      expect(pack.min).toBeLessThan(3.3);
      expect(pack.max).toBeGreaterThan(3.3);
    }
    const oldest = packs.reduce((a, b) => (b.soh < a.soh ? b : a));
    const youngest = packs.reduce((a, b) => (b.soh > a.soh ? b : a));
    expect(oldest.max - oldest.min).toBeGreaterThan(youngest.max - youngest.min);
  });

  it('keeps each pack’s aging from one reading to the next, and differs between batteries', () => {
    const first = registerValues(sunfleetBms.entries, reading('SFBMS0001'));
    expect(registerValues(sunfleetBms.entries, reading('SFBMS0001')).pack1Soh).toBe(first.pack1Soh);
    expect(registerValues(sunfleetBms.entries, reading('SFBMS0002')).pack1Soh).not.toBe(first.pack1Soh);
  });
});

describe('a simulated three-phase grid meter', () => {
  it('reads the grid connection on L1, L2 and L3, the phases adding up to its total', () => {
    const values = registerValues(solisMeter3p.entries, {
      ...reading('SFMT0001'),
      kind: 'meter',
      values: { gridPower: -6000, acL1Voltage: 231, acL2Voltage: 229, acL3Voltage: 230, acL3Power: 2100 },
    });
    expect([values.gridPowerL1, values.gridPowerL2, values.gridPowerL3]).toEqual([-2000, -2000, -2000]);
    expect(values.gridPower).toBe(-6000);
    expect([values.gridVoltageL1, values.gridVoltageL2, values.gridVoltageL3]).toEqual([231, 229, 230]);
    expect(values.gridCurrentL1).toBeCloseTo(2000 / 231);
  });
});
