import { utils, write } from '@e965/xlsx';
import { commandStateText } from '@sunfleet/contract/commands';
import type { TLang, TLocalized } from '@sunfleet/contract/lang';
import {
  communicationKindText,
  type TCommunicationEntry,
  type TDebugEntry,
  type TMaintenanceEntry,
} from '@sunfleet/contract/logs';
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

const communicationHeaders: Record<
  | 'time'
  | 'gateway'
  | 'device'
  | 'plant'
  | 'kind'
  | 'frames'
  | 'stored'
  | 'duplicates'
  | 'refused'
  | 'bytes'
  | 'repeats'
  | 'detail',
  TLocalized
> = {
  time: maintenanceHeaders.time,
  gateway: maintenanceHeaders.gateway,
  device: maintenanceHeaders.device,
  plant: maintenanceHeaders.plant,
  kind: { en: 'Kind', zh: '类型', es: 'Tipo' },
  frames: { en: 'Frames', zh: '帧数', es: 'Tramas' },
  stored: { en: 'Stored', zh: '已存储', es: 'Guardadas' },
  duplicates: { en: 'Duplicates', zh: '重复', es: 'Duplicadas' },
  refused: { en: 'Refused', zh: '被拒', es: 'Rechazadas' },
  bytes: { en: 'Bytes', zh: '字节', es: 'Bytes' },
  repeats: { en: 'Times', zh: '次数', es: 'Veces' },
  detail: maintenanceHeaders.detail,
};

/** The communication log in the reader's words: its headers and each row's kind. */
export const communicationWorkbook = (rows: TCommunicationEntry[], lang: TLang) => {
  const header = (key: keyof typeof communicationHeaders) => communicationHeaders[key][lang];
  return workbook<TCommunicationEntry>(
    'Communication log',
    [
      { header: header('time'), width: 24, value: (row) => utc(row.at) },
      { header: header('gateway'), width: 20, value: (row) => row.gatewaySn },
      { header: header('device'), width: 20, value: (row) => row.deviceSn },
      { header: header('plant'), width: 24, value: (row) => row.plantName },
      { header: header('kind'), width: 18, value: (row) => communicationKindText(row.kind, lang) },
      { header: header('frames'), width: 8, value: (row) => row.frames },
      { header: header('stored'), width: 8, value: (row) => row.stored },
      { header: header('duplicates'), width: 10, value: (row) => row.duplicates },
      { header: header('refused'), width: 8, value: (row) => row.refused },
      { header: header('bytes'), width: 8, value: (row) => row.bytes },
      { header: header('repeats'), width: 8, value: (row) => row.repeats },
      { header: header('detail'), width: 80, value: (row) => row.detail },
    ],
    rows,
  );
};

const debugHeaders: Record<'state' | 'request' | 'reply', TLocalized> = {
  state: { en: 'State', zh: '状态', es: 'Estado' },
  request: { en: 'Request', zh: '请求', es: 'Solicitud' },
  reply: { en: 'Reply', zh: '回复', es: 'Respuesta' },
};

/** The debug log in the reader's words: its headers and each command's state. */
export const debugWorkbook = (rows: TDebugEntry[], lang: TLang) =>
  workbook<TDebugEntry>(
    'Debug log',
    [
      { header: maintenanceHeaders.time[lang], width: 24, value: (row) => utc(row.at) },
      { header: maintenanceHeaders.actor[lang], width: 24, value: (row) => row.actor },
      { header: maintenanceHeaders.gateway[lang], width: 20, value: (row) => row.gatewaySn },
      { header: maintenanceHeaders.device[lang], width: 20, value: (row) => row.deviceSn },
      { header: debugHeaders.state[lang], width: 12, value: (row) => commandStateText(row.state, lang) },
      { header: debugHeaders.request[lang], width: 50, value: (row) => row.request },
      { header: debugHeaders.reply[lang], width: 50, value: (row) => row.reply },
    ],
    rows,
  );
