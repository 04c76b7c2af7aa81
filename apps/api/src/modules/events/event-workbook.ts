import { isOwnEventCode, type TEvent } from '@sunfleet/contract/events';
import type { TLang, TLocalized } from '@sunfleet/contract/lang';
import { clockTime, type TColumn, workbook } from '../../lib/workbook.ts';

type THeader =
  | 'level'
  | 'code'
  | 'event'
  | 'sn'
  | 'device'
  | 'plant'
  | 'opened'
  | 'closed'
  | 'timeZone'
  | 'duration'
  | 'status'
  | 'acknowledgedBy'
  | 'comment';

/** Column titles of the event download in each language. */
const headers: Record<THeader, TLocalized> = {
  level: { en: 'Level', zh: '级别', es: 'Nivel' },
  code: { en: 'Code', zh: '代码', es: 'Código' },
  event: { en: 'Event', zh: '事件', es: 'Evento' },
  sn: { en: 'Device SN', zh: '设备SN', es: 'SN del dispositivo' },
  device: { en: 'Device', zh: '设备', es: 'Dispositivo' },
  plant: { en: 'Plant', zh: '电站', es: 'Planta' },
  opened: { en: 'Opened', zh: '发生时间', es: 'Inicio' },
  closed: { en: 'Closed', zh: '恢复时间', es: 'Fin' },
  timeZone: { en: 'Time zone', zh: '时区', es: 'Zona horaria' },
  duration: { en: 'Duration (min)', zh: '持续 (分钟)', es: 'Duración (min)' },
  status: { en: 'Status', zh: '状态', es: 'Estado' },
  acknowledgedBy: { en: 'Acknowledged by', zh: '确认人', es: 'Confirmado por' },
  comment: { en: 'Comment', zh: '备注', es: 'Comentario' },
};
const states: Record<TLang, { open: string; closed: string }> = {
  en: { open: 'Open', closed: 'Closed' },
  zh: { open: '未恢复', closed: '已恢复' },
  es: { open: 'Abierto', closed: 'Cerrado' },
};
const levels: Record<TLang, Record<TEvent['level'], string>> = {
  en: { info: 'Info', warning: 'Warning', fault: 'Fault', offline: 'Offline' },
  zh: { info: '提示', warning: '告警', fault: '故障', offline: '离线' },
  es: { info: 'Información', warning: 'Advertencia', fault: 'Fallo', offline: 'Desconectado' },
};

/** An event's clock: its plant's, or UTC for an event of no plant. */
const zoneOf = (event: TEvent) => event.plantTimeZone ?? 'UTC';

/** An .xlsx of events, one row each, in the reply language, times on each plant's clock. */
export function eventWorkbook(events: readonly TEvent[], lang: TLang): Buffer {
  const column = (key: THeader, width: number, value: TColumn<TEvent>['value']): TColumn<TEvent> => ({
    header: headers[key][lang],
    width,
    value,
  });
  return workbook<TEvent>(
    'Events',
    [
      column('level', 10, (event) => levels[lang][event.level]),
      // Sunfleet's own codes (`rebooted`, `offline`) are no manual's: the event's name says it.
      column('code', 8, (event) => (isOwnEventCode(event.code) ? '' : event.code)),
      column('event', 32, (event) => event.name),
      column('sn', 20, (event) => event.sn),
      column('device', 16, (event) => event.sourceAlias),
      column('plant', 24, (event) => event.plantName ?? ''),
      column('opened', 20, (event) => clockTime(event.openedAt, zoneOf(event))),
      column('closed', 20, (event) => clockTime(event.closedAt, zoneOf(event))),
      column('timeZone', 20, zoneOf),
      column('duration', 12, (event) =>
        event.durationSeconds === null ? '' : Math.round(event.durationSeconds / 60),
      ),
      column('status', 10, (event) => (event.closedAt ? states[lang].closed : states[lang].open)),
      column('acknowledgedBy', 24, (event) => event.acknowledgement?.by ?? ''),
      column('comment', 32, (event) => event.acknowledgement?.comment ?? ''),
    ],
    events,
  );
}
