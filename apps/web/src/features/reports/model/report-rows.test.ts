import { describe, expect, it } from 'vitest';
import type { TDeviceReport } from '@sunfleet/contract/reports';
import { deviceReportSections, flowOfEnergyRole, plantReportSection, sectionMatrix } from './report-rows.ts';

const amounts = (pv: number) => ({
  pv,
  load: 1,
  gridImport: 0.333,
  gridExport: 2,
  batteryCharge: 0,
  batteryDischarge: 0,
});

describe('operation report sections', () => {
  it('rounds the plant report to two decimals and ends with the api total', () => {
    const section = plantReportSection(
      {
        timeZone: 'UTC',
        bars: [
          { label: '2026-03-01', ...amounts(10.456) },
          { label: '2026-03-02', ...amounts(5) },
          {
            label: '2026-03-03',
            pv: null,
            load: null,
            gridImport: null,
            gridExport: null,
            batteryCharge: null,
            batteryDischarge: null,
          },
        ],
        partialLabel: '2026-03-02',
        total: amounts(15.456),
      },
      (column) => column.toUpperCase(),
      'Total',
    );
    expect(section.rows.map((row) => [row.label, row.values.pv, row.values.gridImport])).toEqual([
      ['2026-03-01', 10.46, 0.33],
      ['2026-03-02', 5, 0.33],
      ['2026-03-03', undefined, undefined],
      ['Total', 15.46, 0.33],
    ]);
    const matrix = sectionMatrix(section, 'Date');
    expect(matrix[0]).toEqual([
      'Date',
      'PV',
      'LOAD',
      'GRIDIMPORT',
      'GRIDEXPORT',
      'BATTERYCHARGE',
      'BATTERYDISCHARGE',
    ]);
    expect(matrix.at(-1)).toEqual(['Total', 15.46, 1, 0.33, 2, 0, 0]);
  });

  it('gives each device its own columns, energy before power, and leaves absent values empty', () => {
    const report: TDeviceReport = {
      timeZone: 'UTC',
      period: 'day',
      from: '2026-03-01',
      to: '2026-03-02',
      devices: [
        {
          sn: 'MTR-1',
          alias: 'Main meter',
          kind: 'meter',
          energyRoles: ['gridImportEnergyTotal', 'gridExportEnergyTotal'],
          powerRoles: ['gridPower'],
          rows: [
            { label: '10', energy: { gridImportEnergyTotal: 0.125 }, averagePower: { gridPower: 0.5 } },
            { label: '11', energy: { gridExportEnergyTotal: 2 }, averagePower: {} },
          ],
          total: {
            energy: { gridImportEnergyTotal: 0.125, gridExportEnergyTotal: 2 },
            averagePower: { gridPower: 0.5 },
          },
        },
      ],
    };
    const [section] = deviceReportSections(report, {
      device: (device) => `${device.alias} · ${device.sn}`,
      energy: (role) => `${role} kWh`,
      power: (role) => `${role} kW`,
      total: 'Total',
    });
    expect(section?.heading).toBe('Main meter · MTR-1');
    expect(section && sectionMatrix(section, 'Hour')).toEqual([
      ['Hour', 'gridImportEnergyTotal kWh', 'gridExportEnergyTotal kWh', 'gridPower kW'],
      ['10', 0.13, '', 0.5],
      ['11', '', 2, ''],
      ['Total', 0.13, 2, 0.5],
    ]);
  });

  it("titles a device's energy roles as the plant report's flows", () => {
    expect(flowOfEnergyRole('gridExportEnergyTotal')).toBe('gridExport');
    expect(flowOfEnergyRole('pvEnergyToday')).toBeUndefined();
  });
});
