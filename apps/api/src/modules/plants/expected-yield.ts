import { read, utils } from '@e965/xlsx';
import { fileTypeFromBuffer } from 'file-type';

/**
 * Expected monthly yield from a PVsyst report or a generation-forecast sheet (.xlsx or .xls).
 * Both have a table with a month column (Jan…Dec, 1…12, 一月/1月, enero…) and an energy column
 * (PVsyst's `E_Grid`, or a header naming yield, generation or energy); the unit is kWh unless the
 * header or the row under it says MWh. A file is taken only when one table yields all twelve
 * months with non-negative numbers.
 */

type TCell = string | number | boolean | Date | null | undefined;
export type TMonthlyYield = { month: number; expected: number };

const monthNames: string[][] = [
  ['jan', 'january', 'ene', 'enero', '一月'],
  ['feb', 'february', 'febrero', '二月'],
  ['mar', 'march', 'marzo', '三月'],
  ['apr', 'april', 'abr', 'abril', '四月'],
  ['may', 'mayo', '五月'],
  ['jun', 'june', 'junio', '六月'],
  ['jul', 'july', 'julio', '七月'],
  ['aug', 'august', 'ago', 'agosto', '八月'],
  ['sep', 'sept', 'september', 'septiembre', '九月'],
  ['oct', 'october', 'octubre', '十月'],
  ['nov', 'november', 'noviembre', '十一月'],
  ['dec', 'december', 'dic', 'diciembre', '十二月'],
];

const monthHeader = /^(month|months|mes|月份?)$/i;
const yieldHeader = /e_?grid|yield|generation|energy|expected|forecast|produc|发电|kwh|mwh/i;

/** 1–12 for a month cell, undefined for anything else. */
function monthOf(cell: TCell): number | undefined {
  if (cell instanceof Date) return cell.getUTCMonth() + 1;
  if (typeof cell === 'number') return Number.isInteger(cell) && cell >= 1 && cell <= 12 ? cell : undefined;
  const text = String(cell ?? '')
    .trim()
    .toLowerCase()
    .replace(/\.$/, '');
  const numbered = /^(\d{1,2})\s*月?$/.exec(text);
  if (numbered) return monthOf(Number(numbered[1]));
  const index = monthNames.findIndex((names) => names.includes(text));
  return index >= 0 ? index + 1 : undefined;
}

const unitFactor = (text: string) => (/mwh/i.test(text) ? 1000 : 1);

function numberOf(cell: TCell): number | undefined {
  if (typeof cell === 'number') return cell;
  if (typeof cell !== 'string' || !/^\s*-?\d+([.,]\d+)?\s*$/.test(cell)) return undefined;
  return Number(cell.replace(',', '.'));
}

/** The first column (not the yield's) holding a month in one of the rows under a header. */
function monthColumnBelow(rows: readonly TCell[][], yieldColumn: number): number {
  for (const row of rows.slice(0, 3)) {
    const column = row.findIndex((cell, index) => index !== yieldColumn && monthOf(cell) !== undefined);
    if (column >= 0) return column;
  }
  return -1;
}

/** The twelve months of the first table in the rows that has them, or undefined. */
export function monthlyYieldOf(rows: readonly TCell[][]): TMonthlyYield[] | undefined {
  for (const [headerIndex, header] of rows.entries()) {
    const texts = header.map((cell) => String(cell ?? '').trim());
    const namedMonthColumn = texts.findIndex((text) => monthHeader.test(text));
    const yieldColumn = texts.findIndex(
      (text, column) => column !== namedMonthColumn && yieldHeader.test(text),
    );
    if (yieldColumn < 0) continue;
    // PVsyst leaves the month column's header empty: take the column whose cells are months.
    const monthColumn =
      namedMonthColumn >= 0 ? namedMonthColumn : monthColumnBelow(rows.slice(headerIndex + 1), yieldColumn);
    if (monthColumn < 0) continue;
    const unitRow = String(rows[headerIndex + 1]?.[yieldColumn] ?? '');
    const factor = unitFactor(`${texts[yieldColumn]} ${unitRow}`);
    const months = new Map<number, number>();
    for (const row of rows.slice(headerIndex + 1)) {
      const month = monthOf(row[monthColumn]);
      const value = numberOf(row[yieldColumn]);
      if (month === undefined) continue;
      if (value === undefined || value < 0 || months.has(month)) return undefined;
      months.set(month, value * factor);
    }
    if (months.size !== 12) return undefined;
    return [...months].sort(([a], [b]) => a - b).map(([month, expected]) => ({ month, expected }));
  }
  return undefined;
}

/** Every sheet's rows as plain values (formulas give their cached result, rich text its text). */
function workbookSheets(content: Buffer): TCell[][][] {
  const workbook = read(content, { type: 'buffer', cellDates: true });
  return workbook.SheetNames.flatMap((name) => {
    const sheet = workbook.Sheets[name];
    return sheet ? [utils.sheet_to_json<TCell[]>(sheet, { header: 1, raw: true, blankrows: false })] : [];
  });
}

/**
 * The monthly yield of an uploaded file, or undefined when it is not an .xlsx or .xls workbook
 * (by extension and content) or holds no complete table.
 */
export async function readExpectedYield(
  extension: string,
  content: Buffer,
): Promise<TMonthlyYield[] | undefined> {
  const detected = (await fileTypeFromBuffer(content))?.ext;
  try {
    // The extension must match the content: the library would read either, and more (CSV, HTML).
    const isWorkbook =
      (extension === 'xlsx' && detected === 'xlsx') || (extension === 'xls' && detected === 'cfb');
    if (isWorkbook) return firstComplete(workbookSheets(content));
  } catch {
    // A damaged workbook is a content error like any other.
    return undefined;
  }
  return undefined;
}

function firstComplete(sheets: TCell[][][]): TMonthlyYield[] | undefined {
  for (const rows of sheets) {
    const months = monthlyYieldOf(rows);
    if (months) return months;
  }
  return undefined;
}
