import { describe, expect, it } from 'vitest';
import { keyReadingsOf } from './device-readings.ts';

describe('keyReadingsOf', () => {
  const roles = {
    pvPower: 4.2,
    acPower: 4,
    gridPower: -1.5,
    batteryPower: 0.8,
    batterySoc: 64,
    irradiance: 812,
  };

  it('shows what each kind of device is for', () => {
    expect(keyReadingsOf('inverterString', roles)).toEqual({ power: 4.2, soc: null, irradiance: null });
    expect(keyReadingsOf('meter', roles)).toEqual({ power: -1.5, soc: null, irradiance: null });
    expect(keyReadingsOf('batteryBms', roles)).toEqual({ power: 0.8, soc: 64, irradiance: null });
    expect(keyReadingsOf('weatherStation', roles)).toEqual({ power: null, soc: null, irradiance: 812 });
  });

  it('takes a micro inverter’s AC output as its generation, and nothing before the first reading', () => {
    expect(keyReadingsOf('inverterMicro', { acPower: 0.35 }).power).toBe(0.35);
    expect(keyReadingsOf('batteryBms', {})).toEqual({ power: null, soc: null, irradiance: null });
  });
});
