import type { TEnergyAmounts, TEnergyBars } from '@sunfleet/contract/plants';

/** The energy columns of the operation report, in print order. */
export const reportColumns = [
  'pv',
  'load',
  'gridImport',
  'gridExport',
  'batteryCharge',
  'batteryDischarge',
] as const satisfies readonly (keyof TEnergyAmounts)[];

export type TReportRow = { label: string } & TEnergyAmounts;

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The report's rows (kWh with two decimals) and a total row. The total is the api's total,
 * rounded the same way, so the files and the charts show the same figures.
 */
export function reportRows(bars: TEnergyBars, totalLabel: string): TReportRow[] {
  const rounded = (amounts: TEnergyAmounts) =>
    Object.fromEntries(reportColumns.map((column) => [column, round(amounts[column])])) as TEnergyAmounts;
  return [
    ...bars.bars.map((bar) => ({ label: bar.label, ...rounded(bar) })),
    { label: totalLabel, ...rounded(bars.total) },
  ];
}

/** Rows as a table of plain values (header first) for the spreadsheet and the PDF. */
export function reportMatrix(rows: TReportRow[], header: string[]): (string | number)[][] {
  return [header, ...rows.map((row) => [row.label, ...reportColumns.map((column) => row[column])])];
}
