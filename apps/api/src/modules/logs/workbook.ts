import { utils, write } from '@e965/xlsx';
import type { TCommunicationEntry, TDebugEntry, TMaintenanceEntry } from '@sunfleet/contract/logs';

type TColumn<T> = { header: string; width: number; value: (row: T) => string | number | null };

/** An .xlsx of one sheet whose columns are described by `columns`. */
function workbook<T>(sheetName: string, columns: TColumn<T>[], rows: T[]): Buffer {
  const sheet = utils.aoa_to_sheet([
    columns.map((column) => column.header),
    ...rows.map((row) => columns.map((column) => column.value(row))),
  ]);
  sheet['!cols'] = columns.map((column) => ({ wch: column.width }));
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, sheetName);
  return write(book, { bookType: 'xlsx', type: 'buffer', compression: true }) as Buffer;
}

/** Times as the server writes them (UTC, to the second); a sheet has no time zone of its own. */
const utc = (iso: string) => `${iso.slice(0, 19).replace('T', ' ')} UTC`;

export const maintenanceWorkbook = (rows: TMaintenanceEntry[]) =>
  workbook<TMaintenanceEntry>(
    'Maintenance log',
    [
      { header: 'Time', width: 24, value: (row) => utc(row.at) },
      { header: 'By', width: 24, value: (row) => row.actor },
      { header: 'Action', width: 12, value: (row) => row.action },
      { header: 'Plant', width: 24, value: (row) => row.plantName },
      { header: 'Gateway', width: 20, value: (row) => row.gatewaySn },
      { header: 'Device', width: 20, value: (row) => row.deviceSn },
      { header: 'Result', width: 12, value: (row) => row.result },
      { header: 'Detail', width: 60, value: (row) => row.detail },
    ],
    rows,
  );

export const communicationWorkbook = (rows: TCommunicationEntry[]) =>
  workbook<TCommunicationEntry>(
    'Communication log',
    [
      { header: 'Time', width: 24, value: (row) => utc(row.at) },
      { header: 'Gateway', width: 20, value: (row) => row.gatewaySn },
      { header: 'Device', width: 20, value: (row) => row.deviceSn },
      { header: 'Plant', width: 24, value: (row) => row.plantName },
      { header: 'Kind', width: 18, value: (row) => row.kind },
      { header: 'Frames', width: 8, value: (row) => row.frames },
      { header: 'Stored', width: 8, value: (row) => row.stored },
      { header: 'Duplicates', width: 10, value: (row) => row.duplicates },
      { header: 'Refused', width: 8, value: (row) => row.refused },
      { header: 'Bytes', width: 8, value: (row) => row.bytes },
      { header: 'Times', width: 8, value: (row) => row.repeats },
      { header: 'Detail', width: 80, value: (row) => row.detail },
    ],
    rows,
  );

export const debugWorkbook = (rows: TDebugEntry[]) =>
  workbook<TDebugEntry>(
    'Debug log',
    [
      { header: 'Time', width: 24, value: (row) => utc(row.at) },
      { header: 'By', width: 24, value: (row) => row.actor },
      { header: 'Gateway', width: 20, value: (row) => row.gatewaySn },
      { header: 'Device', width: 20, value: (row) => row.deviceSn },
      { header: 'State', width: 12, value: (row) => row.state },
      { header: 'Request', width: 50, value: (row) => row.request },
      { header: 'Reply', width: 50, value: (row) => row.reply },
    ],
    rows,
  );
