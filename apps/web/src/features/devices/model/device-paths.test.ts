import { describe, expect, it } from 'vitest';
import { devicePath, gatewayPath, plantPath } from './device-paths.ts';

describe('device paths', () => {
  it('opens each kind of device on its own detail page', () => {
    expect(devicePath('inverterString', 'SF 1')).toBe('/device/inverter/SF%201');
    expect(devicePath('inverterMicro', 'MI1')).toBe('/device/inverter/MI1');
    expect(devicePath('meter', 'MT1')).toBe('/device/meter/MT1');
    expect(devicePath('batteryBms', 'B1')).toBe('/device/battery/B1');
    expect(devicePath('weatherStation', 'W1')).toBe('/device/weather/W1');
  });

  it('links back to the plant and the gateway', () => {
    expect(plantPath('p-1')).toBe('/plants/overview/p-1/plant');
    expect(gatewayPath('GW1')).toBe('/device/gateway/GW1');
  });
});
