import { describe, expect, it } from 'vitest';
import { reportMatrix, reportRows } from './report-rows.ts';

const amounts = (pv: number) => ({
  pv,
  load: 1,
  gridImport: 0.333,
  gridExport: 2,
  batteryCharge: 0,
  batteryDischarge: 0,
});

describe('operation report rows', () => {
  it('rounds to two decimals and ends with the api total', () => {
    const rows = reportRows(
      {
        timeZone: 'UTC',
        bars: [
          { label: '2026-03-01', ...amounts(10.456) },
          { label: '2026-03-02', ...amounts(5) },
        ],
        total: amounts(15.456),
      },
      'Total',
    );
    expect(rows.map((row) => [row.label, row.pv, row.gridImport])).toEqual([
      ['2026-03-01', 10.46, 0.33],
      ['2026-03-02', 5, 0.33],
      ['Total', 15.46, 0.33],
    ]);
    const matrix = reportMatrix(rows, ['Date', 'PV', 'Load', 'Imp', 'Exp', 'Chg', 'Dis']);
    expect(matrix[0]).toHaveLength(7);
    expect(matrix.at(-1)).toEqual(['Total', 15.46, 1, 0.33, 2, 0, 0]);
  });
});
