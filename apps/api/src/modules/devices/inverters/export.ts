import { utils, write } from '@e965/xlsx';
import { deviceStatusNames, operatingStateNames } from '@sunfleet/contract/enums';
import type { TInverterRow } from '@sunfleet/contract/inverters';
import type { TLang } from '@sunfleet/contract/lang';
import { nowIn } from '@sunfleet/contract/zoned-date';

const headers: Record<TLang, string[]> = {
  en: [
    'SN',
    'Alias',
    'Status',
    'Plant',
    'Gateway',
    'Type',
    'Model',
    'Rated power (kW)',
    'Power (kW)',
    'Energy today (kWh)',
    'Last update',
  ],
  zh: [
    'SN',
    '别名',
    '状态',
    '电站',
    '网关',
    '类型',
    '型号',
    '额定功率 (kW)',
    '当前功率 (kW)',
    '今日发电量 (kWh)',
    '最后更新',
  ],
  es: [
    'SN',
    'Alias',
    'Estado',
    'Planta',
    'Pasarela',
    'Tipo',
    'Modelo',
    'Potencia nominal (kW)',
    'Potencia (kW)',
    'Energía hoy (kWh)',
    'Última actualización',
  ],
};

/** The status as the screen shows it: "Normal", or "Normal · Shut down" for one switched off. */
function statusWords(row: TInverterRow, lang: TLang): string {
  const status = deviceStatusNames[row.status][lang];
  const state = row.operatingState;
  return state && state !== 'running' ? `${status} · ${operatingStateNames[state][lang]}` : status;
}

/** The inverter list as an .xlsx: the columns of the screen, times on each plant's clock. */
export function inverterWorkbook(rows: readonly TInverterRow[], lang: TLang): Buffer {
  const sheet = utils.aoa_to_sheet([
    headers[lang],
    ...rows.map((row) => [
      row.sn,
      row.alias,
      statusWords(row, lang),
      row.plant?.name ?? '',
      row.gatewaySn,
      row.typeName,
      row.model ?? '',
      row.ratedPower ?? '',
      row.power ?? '',
      row.energyToday ?? '',
      row.lastSeen ? nowIn(row.plant?.timeZone ?? 'UTC', new Date(row.lastSeen)) : '',
    ]),
  ]);
  const workbook = utils.book_new();
  utils.book_append_sheet(workbook, sheet, 'Inverters');
  return write(workbook, { bookType: 'xlsx', type: 'buffer', compression: true }) as Buffer;
}
