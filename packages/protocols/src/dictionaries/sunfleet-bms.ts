import { defineDictionary } from '../dictionary.ts';
import type { TDictionaryEntryInput } from '../dictionary.ts';
import { named } from './value-names.ts';

const holding = { functionCode: 3 } as const;
const packCount = 4;
const packStride = 0x10;
const packBlockStart = 0x0200;

/** Battery system states (spec section 4). */
const systemStates = [
  { en: 'Standby', zh: '待机', es: 'En espera' },
  { en: 'Initialization', zh: '初始化', es: 'Inicialización' },
  { en: 'Power-on coding', zh: '上电编码', es: 'Codificación de arranque' },
  { en: 'Insulation detection', zh: '绝缘检测', es: 'Detección de aislamiento' },
  { en: 'Parallel', zh: '并机', es: 'Paralelo' },
  { en: 'Charge mode', zh: '充电模式', es: 'Modo de carga' },
  { en: 'Discharge mode', zh: '放电模式', es: 'Modo de descarga' },
  { en: 'Power down', zh: '下电', es: 'Apagado' },
  { en: 'System lock', zh: '系统锁定', es: 'Sistema bloqueado' },
];

const bmsAlarms: [en: string, zh: string, es: string, severity: 'warning' | 'fault'][] = [
  ['Cell over-voltage', '单体过压', 'Sobretensión de celda', 'fault'],
  ['Cell under-voltage', '单体欠压', 'Subtensión de celda', 'fault'],
  ['Charge over-temperature', '充电过温', 'Sobretemperatura en carga', 'fault'],
  ['Discharge over-temperature', '放电过温', 'Sobretemperatura en descarga', 'fault'],
  ['Under-temperature', '低温', 'Baja temperatura', 'warning'],
  ['Charge over-current', '充电过流', 'Sobrecorriente de carga', 'fault'],
  ['Discharge over-current', '放电过流', 'Sobrecorriente de descarga', 'fault'],
  ['Insulation fault', '绝缘故障', 'Fallo de aislamiento', 'fault'],
  ['Pack communication lost', '电池包通讯丢失', 'Comunicación con paquete perdida', 'fault'],
  ['Low SOC', 'SOC过低', 'SOC bajo', 'warning'],
  ['Cell imbalance', '单体不均衡', 'Desequilibrio de celdas', 'warning'],
  ['Relay fault', '继电器故障', 'Fallo de relé', 'fault'],
];

const packName = (n: number, en: string, zh: string, es: string) => ({
  en: `Pack ${n} ${en}`,
  zh: `电池包${n}${zh}`,
  es: `${es} del paquete ${n}`,
});

/** The values every slave pack reports, in a 16-register slot per pack. */
function packEntries(n: number): TDictionaryEntryInput[] {
  const base = packBlockStart + (n - 1) * packStride;
  const value = (
    key: string,
    offset: number,
    names: ReturnType<typeof packName>,
    rest: Partial<TDictionaryEntryInput>,
  ) =>
    ({
      ...holding,
      key: `pack${n}${key}`,
      names,
      start: base + offset,
      count: 1,
      dataType: 'u16',
      ...rest,
    }) as TDictionaryEntryInput;
  return [
    value('Voltage', 0, packName(n, 'voltage', '电压', 'Tensión'), { scale: 0.01, unit: 'V' }),
    value('Current', 1, packName(n, 'current', '电流', 'Corriente'), {
      dataType: 's16',
      scale: 0.1,
      unit: 'A',
    }),
    value('Soc', 2, packName(n, 'SOC', 'SOC', 'SOC'), {
      scale: 0.1,
      unit: '%',
      validation: { min: 0, max: 100 },
    }),
    value('Soh', 3, packName(n, 'SOH', 'SOH', 'SOH'), {
      scale: 0.1,
      unit: '%',
      validation: { min: 0, max: 100 },
    }),
    value('MaxCellVoltage', 4, packName(n, 'max cell voltage', '最高单体电压', 'Tensión máx. de celda'), {
      scale: 0.001,
      unit: 'V',
    }),
    value('MinCellVoltage', 5, packName(n, 'min cell voltage', '最低单体电压', 'Tensión mín. de celda'), {
      scale: 0.001,
      unit: 'V',
    }),
    value('MaxTemperature', 6, packName(n, 'max temperature', '最高温度', 'Temperatura máx.'), {
      dataType: 's16',
      scale: 0.1,
      unit: '°C',
    }),
    value('MinTemperature', 7, packName(n, 'min temperature', '最低温度', 'Temperatura mín.'), {
      dataType: 's16',
      scale: 0.1,
      unit: '°C',
    }),
    value('Cycles', 8, packName(n, 'cycles', '循环次数', 'Ciclos'), {}),
    value('Alarms', 9, packName(n, 'alarm word', '告警字', 'Palabra de alarma'), { dataType: 'bits' }),
    value('SerialNumber', 10, packName(n, 'serial number', '序列号', 'Número de serie'), {
      dataType: 'ascii',
      count: 6,
    }),
  ];
}

/**
 * Sunfleet's reference BMS layout: a master BMS (system values, relays, alarm words, lifetime
 * energy) followed by one 16-register slot per slave pack. Typical of rack BMS units with
 * Modbus-RTU; the simulator presents it and ingest decodes it like any other device.
 */
export const sunfleetBms = defineDictionary({
  id: 'sunfleet_bms',
  kind: 'batteryBms',
  brand: 'Sunfleet',
  model: `Reference BMS with ${packCount} slave packs`,
  blocks: [
    { functionCode: 3, start: 0x0100, count: 0x20 },
    { functionCode: 3, start: packBlockStart, count: packCount * packStride },
  ],
  entries: [
    {
      ...holding,
      ...named('serialNumber'),
      start: 0x0100,
      count: 8,
      dataType: 'ascii',
      role: 'serialNumber',
    },
    {
      ...holding,
      ...named('firmwareVersion'),
      start: 0x0108,
      count: 1,
      dataType: 'version',
      role: 'firmwareVersion',
    },
    {
      ...holding,
      key: 'systemState',
      names: { en: 'System state', zh: '系统状态', es: 'Estado del sistema' },
      start: 0x0109,
      count: 1,
      dataType: 'u16',
      role: 'deviceStatus',
      lookup: systemStates.map((label, value) => ({ value, label })),
    },
    {
      ...holding,
      ...named('batteryVoltage'),
      start: 0x010a,
      count: 1,
      dataType: 'u16',
      scale: 0.1,
      unit: 'V',
      role: 'batteryVoltage',
    },
    {
      ...holding,
      ...named('batteryCurrent'),
      start: 0x010b,
      count: 1,
      dataType: 's16',
      scale: 0.1,
      unit: 'A',
      role: 'batteryCurrent',
    },
    {
      ...holding,
      ...named('batteryPower'),
      start: 0x010c,
      count: 2,
      dataType: 's32',
      unit: 'W',
      role: 'batteryPower',
    },
    {
      ...holding,
      ...named('batterySoc'),
      start: 0x010e,
      count: 1,
      dataType: 'u16',
      scale: 0.1,
      unit: '%',
      role: 'batterySoc',
      validation: { min: 0, max: 100 },
    },
    {
      ...holding,
      ...named('batterySoh'),
      start: 0x010f,
      count: 1,
      dataType: 'u16',
      scale: 0.1,
      unit: '%',
      role: 'batterySoh',
      validation: { min: 0, max: 100 },
    },
    {
      ...holding,
      key: 'maxCellVoltage',
      names: { en: 'Max cell voltage', zh: '最高单体电压', es: 'Tensión máx. de celda' },
      start: 0x0110,
      count: 1,
      dataType: 'u16',
      scale: 0.001,
      unit: 'V',
    },
    {
      ...holding,
      key: 'minCellVoltage',
      names: { en: 'Min cell voltage', zh: '最低单体电压', es: 'Tensión mín. de celda' },
      start: 0x0111,
      count: 1,
      dataType: 'u16',
      scale: 0.001,
      unit: 'V',
    },
    {
      ...holding,
      ...named('batteryTemperature'),
      start: 0x0112,
      count: 1,
      dataType: 's16',
      scale: 0.1,
      unit: '°C',
      role: 'batteryTemperature',
    },
    {
      ...holding,
      key: 'minCellTemperature',
      names: { en: 'Min cell temperature', zh: '最低单体温度', es: 'Temperatura mín. de celda' },
      start: 0x0113,
      count: 1,
      dataType: 's16',
      scale: 0.1,
      unit: '°C',
    },
    {
      ...holding,
      key: 'cycleCount',
      names: { en: 'Cycles', zh: '循环次数', es: 'Ciclos' },
      start: 0x0114,
      count: 1,
      dataType: 'u16',
    },
    {
      ...holding,
      key: 'chargeCurrentLimit',
      names: { en: 'Charge current limit', zh: '充电电流限值', es: 'Límite de corriente de carga' },
      start: 0x0115,
      count: 1,
      dataType: 'u16',
      scale: 0.1,
      unit: 'A',
    },
    {
      ...holding,
      key: 'dischargeCurrentLimit',
      names: { en: 'Discharge current limit', zh: '放电电流限值', es: 'Límite de corriente de descarga' },
      start: 0x0116,
      count: 1,
      dataType: 'u16',
      scale: 0.1,
      unit: 'A',
    },
    {
      ...holding,
      key: 'relayState',
      names: { en: 'Main relays', zh: '主继电器', es: 'Relés principales' },
      start: 0x0117,
      count: 1,
      dataType: 'u16',
      lookup: [
        { value: 0, label: { en: 'Open', zh: '断开', es: 'Abiertos' } },
        { value: 1, label: { en: 'Pre-charging', zh: '预充', es: 'Precarga' } },
        { value: 2, label: { en: 'Closed', zh: '闭合', es: 'Cerrados' } },
      ],
    },
    {
      ...holding,
      ...named('alarms'),
      start: 0x0118,
      count: 2,
      dataType: 'bits',
      role: 'alarmWord',
      flags: bmsAlarms.map(([en, zh, es, severity], bit) => ({
        bit,
        code: `B${String(bit + 1).padStart(2, '0')}`,
        name: { en, zh, es },
        severity,
      })),
    },
    {
      ...holding,
      ...named('totalBatteryCharge'),
      start: 0x011a,
      count: 2,
      dataType: 'u32',
      scale: 0.1,
      unit: 'kWh',
      role: 'batteryChargeEnergyTotal',
    },
    {
      ...holding,
      ...named('totalBatteryDischarge'),
      start: 0x011c,
      count: 2,
      dataType: 'u32',
      scale: 0.1,
      unit: 'kWh',
      role: 'batteryDischargeEnergyTotal',
    },
    {
      ...holding,
      key: 'packCount',
      names: { en: 'Slave packs', zh: '从机电池包数', es: 'Paquetes esclavos' },
      start: 0x011e,
      count: 1,
      dataType: 'u16',
    },
    ...Array.from({ length: packCount }, (_, i) => packEntries(i + 1)).flat(),
  ],
});
