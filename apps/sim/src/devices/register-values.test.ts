import { describe, expect, it } from 'vitest';
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
