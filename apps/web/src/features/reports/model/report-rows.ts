import { flowEnergyRoles, type TDeviceReport, type TDeviceReportAmounts } from '@sunfleet/contract/reports';
import type { TEnergyAmounts, TEnergyBar, TEnergyBars } from '@sunfleet/contract/plants';

/**
 * The operation report as sections of rows — one for the plant report, one per device for the
 * device report — so the screen, the print and both files draw either report the same way.
 */

/** The energy columns of the plant report, in print order. */
export const reportColumns = [
  'pv',
  'load',
  'gridImport',
  'gridExport',
  'batteryCharge',
  'batteryDischarge',
] as const satisfies readonly (keyof TEnergyAmounts)[];

/** The plant report's column an energy role of a device falls in (all roles there have one). */
export const flowOfEnergyRole = (role: string) =>
  reportColumns.find((column) => flowEnergyRoles[column] === role);

export type TReportColumn = { key: string; title: string };
/** A row's values by column key; a column the row has no value for is absent. */
export type TReportRow = { label: string; values: Record<string, number> };
export type TReportSection = {
  key: string;
  /** Names the section when a report has several (a device). */
  heading?: string;
  columns: TReportColumn[];
  rows: TReportRow[];
};

const round = (value: number) => Math.round(value * 100) / 100;

const roundedValues = (values: Record<string, number>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, round(value)]));

/**
 * The plant report (kWh with two decimals) with a total row. The total is the api's total,
 * rounded the same way, so the files and the charts show the same figures.
 */
export function plantReportSection(
  bars: TEnergyBars,
  titleOf: (column: (typeof reportColumns)[number]) => string,
  totalLabel: string,
): TReportSection {
  // A value the api does not know (an hour yet to come, the load of a plant without a meter) stays
  // out: it shows as unknown, not as 0.
  const valuesOf = (amounts: TEnergyAmounts | Omit<TEnergyBar, 'label'>) =>
    roundedValues(
      Object.fromEntries(
        reportColumns.flatMap((column) => {
          const value = amounts[column];
          return value === null ? [] : [[column, value]];
        }),
      ),
    );
  return {
    key: 'plant',
    columns: reportColumns.map((column) => ({ key: column, title: titleOf(column) })),
    rows: [
      ...bars.bars.map((bar) => ({ label: bar.label, values: valuesOf(bar) })),
      { label: totalLabel, values: valuesOf(bars.total) },
    ],
  };
}

/** Column keys of the device report: energy and average power of a role are different columns. */
const energyKey = (role: string) => `energy.${role}`;
const powerKey = (role: string) => `power.${role}`;

const deviceValues = ({ energy, averagePower }: TDeviceReportAmounts) =>
  roundedValues({
    ...Object.fromEntries(Object.entries(energy).map(([role, value]) => [energyKey(role), value])),
    ...Object.fromEntries(Object.entries(averagePower).map(([role, value]) => [powerKey(role), value])),
  });

/** One section per device: its energy roles, then its average powers, and the api's total row. */
export function deviceReportSections(
  report: TDeviceReport,
  names: {
    device: (device: TDeviceReport['devices'][number]) => string;
    energy: (role: string) => string;
    power: (role: string) => string;
    total: string;
  },
): TReportSection[] {
  return report.devices.map((device) => ({
    key: device.sn,
    heading: names.device(device),
    columns: [
      ...device.energyRoles.map((role) => ({ key: energyKey(role), title: names.energy(role) })),
      ...device.powerRoles.map((role) => ({ key: powerKey(role), title: names.power(role) })),
    ],
    rows: [
      ...device.rows.map((row) => ({ label: row.label, values: deviceValues(row) })),
      { label: names.total, values: deviceValues(device.total) },
    ],
  }));
}

/** A section as a table of plain values (header first) for the spreadsheet and the PDF. */
export function sectionMatrix(section: TReportSection, labelTitle: string): (string | number)[][] {
  return [
    [labelTitle, ...section.columns.map((column) => column.title)],
    ...section.rows.map((row) => [
      row.label,
      ...section.columns.map((column) => row.values[column.key] ?? ''),
    ]),
  ];
}
