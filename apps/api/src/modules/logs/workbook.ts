import { commandStateText } from '@sunfleet/contract/commands';
import type { TLang, TLocalized } from '@sunfleet/contract/lang';
import {
  communicationKindText,
  type TCommunicationEntry,
  type TDebugEntry,
  type TMaintenanceEntry,
} from '@sunfleet/contract/logs';
import { maintenanceActionNames, maintenanceResultNames } from '@sunfleet/contract/maintenance-words';
import { clockTime, type TColumn, workbook } from '../../lib/workbook.ts';

/**
 * A log row's time and its clock: a real date-time on its plant's clock, and beside it which
 * clock that is (a log spans plants in several zones); UTC for a row of no plant.
 */
function timeColumns<T extends { at: string; plantTimeZone: string | null }>(lang: TLang): TColumn<T>[] {
  return [
    { header: maintenanceHeaders.time[lang], width: 20, value: (row) => clockTime(row.at, zoneOf(row)) },
    { header: maintenanceHeaders.timeZone[lang], width: 20, value: zoneOf },
  ];
}
const zoneOf = (row: { plantTimeZone: string | null }) => row.plantTimeZone ?? 'UTC';

const maintenanceHeaders: Record<
  'time' | 'timeZone' | 'actor' | 'action' | 'plant' | 'gateway' | 'device' | 'result' | 'detail',
  TLocalized
> = {
  time: { en: 'Time', zh: '时间', es: 'Hora' },
  timeZone: { en: 'Time zone', zh: '时区', es: 'Zona horaria' },
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
      ...timeColumns<TMaintenanceEntry>(lang),
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
  | 'timeZone'
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
  timeZone: maintenanceHeaders.timeZone,
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
      ...timeColumns<TCommunicationEntry>(lang),
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
      ...timeColumns<TDebugEntry>(lang),
      { header: maintenanceHeaders.actor[lang], width: 24, value: (row) => row.actor },
      { header: maintenanceHeaders.gateway[lang], width: 20, value: (row) => row.gatewaySn },
      { header: maintenanceHeaders.device[lang], width: 20, value: (row) => row.deviceSn },
      { header: debugHeaders.state[lang], width: 12, value: (row) => commandStateText(row.state, lang) },
      { header: debugHeaders.request[lang], width: 50, value: (row) => row.request },
      { header: debugHeaders.reply[lang], width: 50, value: (row) => row.reply },
    ],
    rows,
  );
