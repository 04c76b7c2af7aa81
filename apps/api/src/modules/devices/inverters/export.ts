import { deviceStatusNames, operatingStateNames } from '@sunfleet/contract/enums';
import type { TInverterRow } from '@sunfleet/contract/inverters';
import type { TLang } from '@sunfleet/contract/lang';
import { clockTime, type TCell, workbook } from '../../../lib/workbook.ts';

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
    'Time zone',
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
    '时区',
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
    'Zona horaria',
  ],
};

/** The status as the screen shows it: "Normal", or "Normal · Shut down" for one switched off. */
function statusWords(row: TInverterRow, lang: TLang): string {
  const status = deviceStatusNames[row.status][lang];
  const state = row.operatingState;
  return state && state !== 'running' ? `${status} · ${operatingStateNames[state][lang]}` : status;
}

const widths = [18, 16, 16, 24, 18, 24, 24, 12, 10, 12, 20, 20];

/** The inverter list as an .xlsx: the columns of the screen, times on each plant's clock. */
export function inverterWorkbook(rows: readonly TInverterRow[], lang: TLang): Buffer {
  const zoneOf = (row: TInverterRow) => row.plant?.timeZone ?? 'UTC';
  const values: ((row: TInverterRow) => TCell)[] = [
    (row) => row.sn,
    (row) => row.alias,
    (row) => statusWords(row, lang),
    (row) => row.plant?.name ?? '',
    (row) => row.gatewaySn,
    (row) => row.typeName,
    (row) => row.model ?? '',
    (row) => row.ratedPower ?? '',
    (row) => row.power ?? '',
    (row) => row.energyToday ?? '',
    (row) => clockTime(row.lastSeen, zoneOf(row)),
    zoneOf,
  ];
  return workbook<TInverterRow>(
    'Inverters',
    values.map((value, index) => ({ header: headers[lang][index] ?? '', width: widths[index] ?? 14, value })),
    rows,
  );
}
