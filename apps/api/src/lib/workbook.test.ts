import { type CellObject, read, utils } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { clockTime, workbook } from './workbook.ts';

const sheetOfBytes = (bytes: Buffer) => {
  const book = read(bytes, { cellNF: true });
  return book.Sheets[book.SheetNames[0]!]!;
};

describe('workbook', () => {
  it('writes a clock time as a real date-time showing that clock, whatever the process zone', () => {
    const rows = [
      { at: '2026-07-01T23:30:00.000Z', zone: 'America/Los_Angeles' },
      { at: '2026-07-01T23:30:00.000Z', zone: 'Asia/Shanghai' },
      { at: null, zone: 'UTC' },
    ];
    const sheet = sheetOfBytes(
      workbook('Times', [{ header: 'Time', width: 20, value: (row) => clockTime(row.at, row.zone) }], rows),
    );
    // Stored as a serial number with the spec's format: it sorts and filters as a date in Excel.
    const cell = (address: string) => sheet[address] as CellObject | undefined;
    // 2026-07-01 16:30 is day 46,204 since Excel's epoch, plus 16.5 of 24 hours.
    expect(cell('A2')).toMatchObject({ t: 'n', v: 46_204 + 16.5 / 24 });
    expect(cell('A3')).toMatchObject({ t: 'n', v: 46_205 + 7.5 / 24, z: 'yyyy-mm-dd hh:mm:ss' });
    expect(cell('A4')).toBeUndefined();
    expect(utils.sheet_to_csv(sheet).split('\n')).toEqual([
      'Time',
      '2026-07-01 16:30:00',
      '2026-07-02 07:30:00',
      '',
    ]);
  });

  it('names a sheet as Excel allows', () => {
    const book = read(workbook('Yield: a plant with a very long name [2026]', [], []));
    expect(book.SheetNames[0]).toBe('Yield  a plant with a very long');
  });
});
