import { describe, expect, it } from 'vitest';
import { monthlyYieldOf } from './expected-yield.ts';

const twelve = (label: (month: number) => string | number, value = (month: number) => month * 10) =>
  Array.from({ length: 12 }, (_, index) => [label(index + 1), value(index + 1)]);

describe('monthly yield tables', () => {
  it('reads a forecast with a month header, month numbers and kWh', () => {
    const months = monthlyYieldOf([['Month', 'Generation (kWh)'], ...twelve((m) => m)]);
    expect(months?.map((m) => m.expected)).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120]);
  });

  it('reads Chinese month labels and converts MWh named in the header', () => {
    const months = monthlyYieldOf([
      ['月份', '发电量 (MWh)'],
      ...twelve(
        (m) => `${m}月`,
        () => 1.5,
      ),
    ]);
    expect(months?.every((m) => m.expected === 1500)).toBe(true);
  });

  it('finds a PVsyst table below a title, with the unit in the row under the header and a Year row', () => {
    const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'June', 'July', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    const months = monthlyYieldOf([
      ['Simulation'],
      [null, 'GlobHor', 'E_Grid'],
      [null, 'kWh/m²', 'MWh'],
      ...names.map((name, index) => [name, 100, index + 1]),
      ['Year', 1200, 78],
    ]);
    expect(months?.at(-1)).toEqual({ month: 12, expected: 12000 });
  });

  it('refuses a table with a missing, repeated or negative month', () => {
    expect(monthlyYieldOf([['Month', 'Yield'], ...twelve((m) => m).slice(1)])).toBeUndefined();
    expect(monthlyYieldOf([['Month', 'Yield'], ...twelve((m) => m), [3, 5]])).toBeUndefined();
    expect(
      monthlyYieldOf([
        ['Month', 'Yield'],
        ...twelve(
          (m) => m,
          (m) => (m === 4 ? -1 : 1),
        ),
      ]),
    ).toBeUndefined();
    expect(
      monthlyYieldOf([
        ['Month', 'Yield'],
        ...twelve(
          (m) => m,
          () => 'n/a' as unknown as number,
        ),
      ]),
    ).toBeUndefined();
    expect(monthlyYieldOf([['nothing here']])).toBeUndefined();
  });
});
