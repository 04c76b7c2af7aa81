import { utils } from '@e965/xlsx';
import { targetStateText, type TCampaign } from '@sunfleet/contract/campaigns';
import type { TLang } from '@sunfleet/contract/lang';
import type { TTargetHistoryRow } from '@sunfleet/commands/campaigns/store';
import { clockTime, sheetOf, type TCell, xlsxOf } from '../../lib/workbook.ts';

export type THistoryFormat = 'csv' | 'xlsx';

export const historyTypes: Record<THistoryFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const headers: Record<TLang, string[]> = {
  en: ['Position', 'Device SN', 'Gateway SN', 'Wave', 'Attempts', 'State', 'At (UTC)', 'Detail'],
  zh: ['序号', '设备SN', '网关SN', '批次', '尝试次数', '状态', '时间 (UTC)', '说明'],
  es: [
    'Posición',
    'SN del dispositivo',
    'SN del gateway',
    'Oleada',
    'Intentos',
    'Estado',
    'Hora (UTC)',
    'Detalle',
  ],
};

const widths = [8, 22, 22, 6, 8, 10, 20, 40];

/**
 * A campaign's per-device history as a download: one row per state a target took, in release
 * order then time. One sheet serves both formats (SheetJS, ADR 0015), so CSV and XLSX always hold
 * the same rows.
 */
export function historyFile(
  campaign: Pick<TCampaign, 'id' | 'kind' | 'createdAt'>,
  rows: readonly TTargetHistoryRow[],
  format: THistoryFormat,
  lang: TLang,
): { filename: string; type: string; content: Buffer } {
  // A campaign spans plants in many zones: its times are UTC, as the header says.
  const values: ((row: TTargetHistoryRow) => TCell)[] = [
    (row) => row.position + 1,
    (row) => row.deviceSn ?? row.gatewaySn,
    (row) => row.gatewaySn,
    (row) => row.wave,
    (row) => row.attempts,
    (row) => targetStateText(row.state, lang),
    (row) => clockTime(row.at, 'UTC'),
    (row) => row.detail,
  ];
  const sheet = sheetOf(
    values.map((value, index) => ({ header: headers[lang][index] ?? '', width: widths[index] ?? 14, value })),
    rows,
  );
  const filename = `campaign-${campaign.kind}-${campaign.createdAt.slice(0, 10)}-${campaign.id.slice(0, 8)}.${format}`;
  if (format === 'csv')
    // A byte-order mark, so spreadsheet programs read the UTF-8 (Chinese headers) as such.
    return { filename, type: historyTypes.csv, content: Buffer.from(`\uFEFF${utils.sheet_to_csv(sheet)}\n`) };
  // Excel reserves the sheet name "History".
  return { filename, type: historyTypes.xlsx, content: xlsxOf('Target history', sheet) };
}
