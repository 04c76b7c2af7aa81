import { type CellObject, utils, type WorkSheet, write } from '@e965/xlsx';
import { nowIn } from '@sunfleet/contract/zoned-date';

/** How the spec writes a time (section 9), in Excel's number-format words. */
const dateTimeFormat = 'yyyy-mm-dd hh:mm:ss';
const dayMs = 86_400_000;
/** Days from Excel's epoch (1899-12-30, its 1900 leap-year bug included) to 1970-01-01. */
const unixEpochSerial = 25_569;

/**
 * An instant on a clock (a plant's): written as a real Excel date-time showing that clock's
 * `YYYY-MM-DD HH:mm:ss`, so a sheet's times sort and filter as dates. Excel has no time zones: the
 * cell holds the wall-clock time, and the column's header names the clock.
 */
export type TClockTime = { kind: 'clockTime'; at: string | Date; timeZone: string };

export type TCell = string | number | null | TClockTime;

/** `at` on the clock of `timeZone`, or an empty cell without an instant. */
export const clockTime = (at: string | Date | null | undefined, timeZone: string): TClockTime | null =>
  at === null || at === undefined ? null : { kind: 'clockTime', at, timeZone };

/** A column of a sheet: its header, width in characters and each row's value. */
export type TColumn<T> = { header: string; width: number; value: (row: T) => TCell };

/**
 * The cell of a clock time. Its serial is computed from the wall-clock text rather than left to
 * SheetJS, which would convert a `Date` on this process's own time zone.
 */
function clockTimeCell({ at, timeZone }: TClockTime): CellObject {
  const text = nowIn(timeZone, new Date(at));
  const wallClockMs = Date.parse(`${text.replace(' ', 'T')}Z`);
  return { t: 'n', v: wallClockMs / dayMs + unixEpochSerial, z: dateTimeFormat, w: text };
}

const cellOf = (value: TCell): CellObject | string | number | null =>
  value !== null && typeof value === 'object' ? clockTimeCell(value) : value;

/** One sheet: a header row, then a row per item, with the columns' widths. */
export function sheetOf<T>(columns: readonly TColumn<T>[], rows: readonly T[]): WorkSheet {
  const sheet = utils.aoa_to_sheet([
    columns.map((column) => column.header),
    ...rows.map((row) => columns.map((column) => cellOf(column.value(row)))),
  ]);
  sheet['!cols'] = columns.map((column) => ({ wch: column.width }));
  return sheet;
}

/** A workbook of one sheet as .xlsx bytes. */
export function xlsxOf(sheetName: string, sheet: WorkSheet): Buffer {
  const book = utils.book_new();
  // Excel refuses a sheet name over 31 characters or holding any of []*?/\:.
  utils.book_append_sheet(book, sheet, sheetName.slice(0, 31).replace(/[[\]*?/\\:]/g, ' '));
  return write(book, { bookType: 'xlsx', type: 'buffer', compression: true }) as Buffer;
}

/** An .xlsx of one sheet whose columns are described by `columns`. */
export const workbook = <T>(sheetName: string, columns: readonly TColumn<T>[], rows: readonly T[]) =>
  xlsxOf(sheetName, sheetOf(columns, rows));
