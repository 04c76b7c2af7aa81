import { utils, write } from '@e965/xlsx';
import { targetStateText, type TCampaign } from '@sunfleet/contract/campaigns';
import type { TLang } from '@sunfleet/contract/lang';
import type { TTargetHistoryRow } from '@sunfleet/commands/campaigns/store';

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

/** `2026-04-02T11:00:00.000Z` → `2026-04-02 11:00:00`: a sheet has no time zone of its own. */
const utcText = (iso: string) => iso.slice(0, 19).replace('T', ' ');

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
  const sheet = utils.aoa_to_sheet([
    headers[lang],
    ...rows.map((row) => [
      row.position + 1,
      row.deviceSn ?? row.gatewaySn,
      row.gatewaySn,
      row.wave,
      row.attempts,
      targetStateText(row.state, lang),
      utcText(row.at),
      row.detail,
    ]),
  ]);
  sheet['!cols'] = [8, 22, 22, 6, 8, 10, 20, 40].map((wch) => ({ wch }));
  const filename = `campaign-${campaign.kind}-${campaign.createdAt.slice(0, 10)}-${campaign.id.slice(0, 8)}.${format}`;
  if (format === 'csv')
    // A byte-order mark, so spreadsheet programs read the UTF-8 (Chinese headers) as such.
    return { filename, type: historyTypes.csv, content: Buffer.from(`\uFEFF${utils.sheet_to_csv(sheet)}\n`) };
  const book = utils.book_new();
  // Excel reserves the sheet name "History".
  utils.book_append_sheet(book, sheet, 'Target history');
  const content = write(book, { bookType: 'xlsx', type: 'buffer', compression: true }) as Buffer;
  return { filename, type: historyTypes.xlsx, content };
}
