import { utils, write } from '@e965/xlsx';
import type { TLang, TLocalized } from '@sunfleet/contract/lang';
import type { TCommunicationEntry, TDebugEntry, TMaintenanceEntry } from '@sunfleet/contract/logs';
import { maintenanceActionNames, maintenanceResultNames } from '@sunfleet/contract/maintenance-words';

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

const maintenanceHeaders: Record<
  'time' | 'actor' | 'action' | 'plant' | 'gateway' | 'device' | 'result' | 'detail',
  TLocalized
> = {
  time: { en: 'Time', zh: '时间', es: 'Hora' },
  actor: { en: 'By', zh: '操作人', es: 'Por' },
  action: { en: 'Action', zh: '操作', es: 'Acción' },
  plant: { en: 'Plant', zh: '电站', es: 'Planta' },
  gateway: { en: 'Gateway', zh: '网关', es: 'Pasarela' },
  device: { en: 'Device', zh: '设备', es: 'Dispositivo' },
  result: { en: 'Result', zh: '结果', es: 'Resultado' },
  detail: { en: 'Detail', zh: '详情', es: 'Detalle' },
};

/** The maintenance log as the screen shows it: actions, results and details in the reader's words. */
export const maintenanceWorkbook = (rows: TMaintenanceEntry[], lang: TLang) => {
  const header = (key: keyof typeof maintenanceHeaders) => maintenanceHeaders[key][lang];
  return workbook<TMaintenanceEntry>(
    'Maintenance log',
    [
      { header: header('time'), width: 24, value: (row) => utc(row.at) },
      { header: header('actor'), width: 24, value: (row) => row.actor },
      { header: header('action'), width: 14, value: (row) => maintenanceActionNames[row.action][lang] },
      { header: header('plant'), width: 24, value: (row) => row.plantName },
      { header: header('gateway'), width: 20, value: (row) => row.gatewaySn },
      { header: header('device'), width: 20, value: (row) => row.deviceSn },
      { header: header('result'), width: 12, value: (row) => maintenanceResultNames[row.result][lang] },
      { header: header('detail'), width: 60, value: (row) => row.detail },
    ],
    rows,
  );
};

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
