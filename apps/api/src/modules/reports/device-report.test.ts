import { describe, expect, it } from 'vitest';
import type { TDeviceBucket } from './repository.ts';
import { deviceReportOf } from './device-report.ts';

const bucket = (changes: Partial<TDeviceBucket>): TDeviceBucket => ({
  deviceId: 'd1',
  sn: 'INV-1',
  alias: '',
  kind: 'inverterString',
  label: '10',
  energy: {},
  roleStats: {},
  ...changes,
});
const stats = (sum: number, n: number) => ({ sum, n, min: 0, max: 0 });

describe('deviceReportOf', () => {
  it('sums energy and averages power per label and over the period, per device', () => {
    const devices = deviceReportOf([
      bucket({ label: '10', energy: { pvEnergyTotal: 2 }, roleStats: { pvPower: stats(24, 12) } }),
      bucket({ label: '11', energy: { pvEnergyTotal: 3 }, roleStats: { pvPower: stats(48, 12) } }),
      bucket({
        deviceId: 'd2',
        sn: 'MTR-1',
        kind: 'meter',
        energy: { gridExportEnergyTotal: 1.5, gridImportEnergyTotal: 0.5 },
        roleStats: { gridPower: stats(-6, 6) },
      }),
    ]);
    expect(devices).toEqual([
      {
        sn: 'INV-1',
        alias: '',
        kind: 'inverterString',
        energyRoles: ['pvEnergyTotal'],
        powerRoles: ['pvPower'],
        rows: [
          { label: '10', energy: { pvEnergyTotal: 2 }, averagePower: { pvPower: 2 } },
          { label: '11', energy: { pvEnergyTotal: 3 }, averagePower: { pvPower: 4 } },
        ],
        total: { energy: { pvEnergyTotal: 5 }, averagePower: { pvPower: 3 } },
      },
      {
        sn: 'MTR-1',
        alias: '',
        kind: 'meter',
        energyRoles: ['gridImportEnergyTotal', 'gridExportEnergyTotal'],
        powerRoles: ['gridPower'],
        rows: [
          {
            label: '10',
            energy: { gridExportEnergyTotal: 1.5, gridImportEnergyTotal: 0.5 },
            averagePower: { gridPower: -1 },
          },
        ],
        total: {
          energy: { gridExportEnergyTotal: 1.5, gridImportEnergyTotal: 0.5 },
          averagePower: { gridPower: -1 },
        },
      },
    ]);
  });

  it('merges the two buckets of a repeated local hour and leaves out devices without energy or power', () => {
    const devices = deviceReportOf([
      bucket({ label: '02', energy: { pvEnergyTotal: 1 }, roleStats: { pvPower: stats(10, 10) } }),
      bucket({ label: '02', energy: { pvEnergyTotal: 1 }, roleStats: { pvPower: stats(30, 10) } }),
      bucket({ deviceId: 'w', sn: 'WS-1', kind: 'weatherStation', roleStats: { irradiance: stats(800, 1) } }),
    ]);
    expect(devices.map((device) => device.sn)).toEqual(['INV-1']);
    expect(devices[0]?.rows).toEqual([
      { label: '02', energy: { pvEnergyTotal: 2 }, averagePower: { pvPower: 2 } },
    ]);
  });
});
