import { describe, expect, it } from 'vitest';
import type { TPlantDevice } from '@sunfleet/contract/devices';
import { deviceReadingOf } from './device-reading.ts';

const device = (changes: Partial<TPlantDevice>): TPlantDevice => ({
  sn: 'SN1',
  alias: '',
  kind: 'inverterString',
  status: 'normal',
  operatingState: null,
  gatewaySn: 'GW1',
  power: null,
  soc: null,
  irradiance: null,
  energyToday: null,
  lastSeen: null,
  ...changes,
});

describe('deviceReadingOf', () => {
  it('shows an inverter’s generation and a weather station’s irradiance', () => {
    expect(deviceReadingOf(device({ power: 4.256 }))).toEqual({
      lead: null,
      power: '4.26 kW',
      direction: null,
    });
    expect(deviceReadingOf(device({ kind: 'weatherStation', irradiance: 812.4 }))).toEqual({
      lead: '812 W/m²',
      power: null,
      direction: null,
    });
  });

  it('says whether a meter imports or exports, and a battery charges or discharges', () => {
    expect(deviceReadingOf(device({ kind: 'meter', power: -2.5 }))).toEqual({
      lead: null,
      power: '2.5 kW',
      direction: 'gridExport',
    });
    expect(deviceReadingOf(device({ kind: 'meter', power: 0.004 }))?.direction).toBeNull();
    expect(deviceReadingOf(device({ kind: 'batteryBms', power: -1.2, soc: 64 }))).toEqual({
      lead: '64 %',
      power: '1.2 kW',
      direction: 'charge',
    });
    expect(deviceReadingOf(device({ kind: 'batteryBms', soc: 80 }))).toEqual({
      lead: '80 %',
      power: null,
      direction: null,
    });
  });

  it('shows nothing before the device has reported', () => {
    expect(deviceReadingOf(device({}))).toBeNull();
    expect(deviceReadingOf(device({ kind: 'batteryBms' }))).toBeNull();
  });
});
