import { utils, write } from '@e965/xlsx';
import { isOwnEventCode, type TEvent } from '@sunfleet/contract/events';
import type { TLang } from '@sunfleet/contract/lang';

/** Column titles of the event download in each language. */
const headers: Record<TLang, string[]> = {
  en: [
    'Level',
    'Code',
    'Event',
    'Device SN',
    'Device',
    'Plant',
    'Opened (UTC)',
    'Closed (UTC)',
    'Duration (min)',
    'Status',
    'Acknowledged by',
    'Comment',
  ],
  zh: [
    '级别',
    '代码',
    '事件',
    '设备SN',
    '设备',
    '电站',
    '发生时间 (UTC)',
    '恢复时间 (UTC)',
    '持续 (分钟)',
    '状态',
    '确认人',
    '备注',
  ],
  es: [
    'Nivel',
    'Código',
    'Evento',
    'SN del dispositivo',
    'Dispositivo',
    'Planta',
    'Inicio (UTC)',
    'Fin (UTC)',
    'Duración (min)',
    'Estado',
    'Confirmado por',
    'Comentario',
  ],
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

/** `2026-04-02T11:00:00.000Z` → `2026-04-02 11:00:00`. */
const utcText = (iso: string | null) => (iso === null ? '' : iso.slice(0, 19).replace('T', ' '));

/** An .xlsx of events, one row each, in the reply language. */
export function eventWorkbook(events: readonly TEvent[], lang: TLang): Buffer {
  const sheet = utils.aoa_to_sheet([
    headers[lang],
    ...events.map((event) => [
      levels[lang][event.level],
      // Sunfleet's own codes (`rebooted`, `offline`) are no manual's: the event's name says it.
      isOwnEventCode(event.code) ? '' : event.code,
      event.name,
      event.sn,
      event.sourceAlias,
      event.plantName ?? '',
      utcText(event.openedAt),
      utcText(event.closedAt),
      event.durationSeconds === null ? '' : Math.round(event.durationSeconds / 60),
      event.closedAt ? states[lang].closed : states[lang].open,
      event.acknowledgement?.by ?? '',
      event.acknowledgement?.comment ?? '',
    ]),
  ]);
  sheet['!cols'] = [10, 8, 32, 20, 16, 24, 20, 20, 12, 10, 24, 32].map((wch) => ({ wch }));
  const workbook = utils.book_new();
  utils.book_append_sheet(workbook, sheet, 'Events');
  return write(workbook, { bookType: 'xlsx', type: 'buffer', compression: true }) as Buffer;
}
