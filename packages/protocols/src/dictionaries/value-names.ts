import type { TLocalizedName } from '../dictionary.ts';

/** Per-phase names: `gridVoltageL1` … `gridVoltageL3`. */
function phases(key: string, en: string, zh: string, es: string): Record<string, TLocalizedName> {
  return Object.fromEntries(
    ['L1', 'L2', 'L3'].map((phase) => [
      `${key}${phase}`,
      { en: `${en} ${phase}`, zh: `${zh}${phase}`, es: `${es} ${phase}` },
    ]),
  );
}

/** Per-string names: `pv1Voltage`, `pv2Voltage`. */
function strings(quantity: string, en: string, zh: string, es: string): Record<string, TLocalizedName> {
  return Object.fromEntries(
    [1, 2].map((n) => [`pv${n}${quantity}`, { en: `PV${n} ${en}`, zh: `PV${n}${zh}`, es: `${es} FV${n}` }]),
  );
}

/**
 * Names of the values shipped dictionaries share, so the same key means the same thing (and
 * reads the same) on every device.
 */
const valueNames: Record<string, TLocalizedName> = {
  serialNumber: { en: 'Serial number', zh: '序列号', es: 'Número de serie' },
  firmwareVersion: { en: 'Firmware version', zh: '固件版本', es: 'Versión de firmware' },
  controlBoardVersion: {
    en: 'Control board version',
    zh: '控制板版本',
    es: 'Versión de la placa de control',
  },
  communicationBoardVersion: {
    en: 'Communication board version',
    zh: '通讯板版本',
    es: 'Versión de la placa de comunicación',
  },
  runningStatus: { en: 'Running status', zh: '运行状态', es: 'Estado de funcionamiento' },
  alarms: { en: 'Alarm words', zh: '告警字', es: 'Palabras de alarma' },
  ...strings('Power', 'power', '功率', 'Potencia'),
  ...strings('Voltage', 'voltage', '电压', 'Tensión'),
  ...strings('Current', 'current', '电流', 'Corriente'),
  dailyProduction: { en: 'Daily production', zh: '当日发电量', es: 'Producción diaria' },
  totalProduction: { en: 'Total production', zh: '累计发电量', es: 'Producción total' },
  inverterPower: { en: 'Inverter output power', zh: '逆变器输出功率', es: 'Potencia de salida del inversor' },
  reactivePower: { en: 'Reactive power', zh: '无功功率', es: 'Potencia reactiva' },
  apparentPower: { en: 'Apparent power', zh: '视在功率', es: 'Potencia aparente' },
  powerFactor: { en: 'Power factor', zh: '功率因数', es: 'Factor de potencia' },
  gridFrequency: { en: 'Grid frequency', zh: '电网频率', es: 'Frecuencia de red' },
  gridPower: { en: 'Grid power', zh: '电网功率', es: 'Potencia de red' },
  gridVoltage: { en: 'Grid voltage', zh: '电网电压', es: 'Tensión de red' },
  gridCurrent: { en: 'Grid current', zh: '电网电流', es: 'Corriente de red' },
  ...phases('gridVoltage', 'Grid voltage', '电网电压', 'Tensión de red'),
  ...phases('gridCurrent', 'Grid current', '电网电流', 'Corriente de red'),
  ...phases('internalCtPower', 'Internal CT power', '内置CT功率', 'Potencia CT interno'),
  ...phases('externalCtPower', 'External CT power', '外置CT功率', 'Potencia CT externo'),
  ...phases('inverterCurrent', 'Inverter current', '逆变器电流', 'Corriente del inversor'),
  ...phases('inverterPower', 'Inverter power', '逆变器功率', 'Potencia del inversor'),
  ...phases('loadPower', 'Load power', '负载功率', 'Potencia de carga'),
  ...phases('loadVoltage', 'Load voltage', '负载电压', 'Tensión de carga'),
  dailyEnergyBought: { en: 'Daily energy bought', zh: '当日购电量', es: 'Energía comprada hoy' },
  dailyEnergySold: { en: 'Daily energy sold', zh: '当日售电量', es: 'Energía vendida hoy' },
  totalEnergyBought: { en: 'Total energy bought', zh: '累计购电量', es: 'Energía comprada total' },
  totalEnergySold: { en: 'Total energy sold', zh: '累计售电量', es: 'Energía vendida total' },
  loadPower: { en: 'Load power', zh: '负载功率', es: 'Potencia de carga' },
  loadVoltage: { en: 'Load voltage', zh: '负载电压', es: 'Tensión de carga' },
  loadFrequency: { en: 'Load frequency', zh: '负载频率', es: 'Frecuencia de carga' },
  dailyLoadConsumption: { en: 'Daily load consumption', zh: '当日用电量', es: 'Consumo diario' },
  totalLoadConsumption: { en: 'Total load consumption', zh: '累计用电量', es: 'Consumo total' },
  dcTemperature: { en: 'DC (heat sink) temperature', zh: '直流侧温度', es: 'Temperatura CC' },
  acTemperature: { en: 'AC temperature', zh: '交流侧温度', es: 'Temperatura CA' },
  gridConnection: { en: 'Grid connection', zh: '并网状态', es: 'Conexión a red' },
  batteryStatus: { en: 'Battery status', zh: '电池状态', es: 'Estado de la batería' },
  batteryPower: { en: 'Battery power', zh: '电池功率', es: 'Potencia de la batería' },
  batteryVoltage: { en: 'Battery voltage', zh: '电池电压', es: 'Tensión de la batería' },
  batteryCurrent: { en: 'Battery current', zh: '电池电流', es: 'Corriente de la batería' },
  batterySoc: { en: 'Battery SOC', zh: '电池SOC', es: 'SOC de la batería' },
  batterySoh: { en: 'Battery SOH', zh: '电池SOH', es: 'SOH de la batería' },
  batteryTemperature: { en: 'Battery temperature', zh: '电池温度', es: 'Temperatura de la batería' },
  dailyBatteryCharge: { en: 'Daily battery charge', zh: '当日充电量', es: 'Carga diaria de la batería' },
  dailyBatteryDischarge: {
    en: 'Daily battery discharge',
    zh: '当日放电量',
    es: 'Descarga diaria de la batería',
  },
  totalBatteryCharge: { en: 'Total battery charge', zh: '累计充电量', es: 'Carga total de la batería' },
  totalBatteryDischarge: {
    en: 'Total battery discharge',
    zh: '累计放电量',
    es: 'Descarga total de la batería',
  },
};

/** The key and names of a shared value; an unknown key is a mistake in a shipped dictionary. */
export function named(key: string): { key: string; names: TLocalizedName } {
  const names = valueNames[key];
  if (!names) throw new Error(`No shared name for value ${key}`);
  return { key, names };
}

/** Names of operating states that several devices report, each under its own raw value. */
const stateNames = {
  standby: { en: 'Stand-by', zh: '待机', es: 'En espera' },
  selfChecking: { en: 'Self-checking', zh: '自检', es: 'Autocomprobación' },
  normal: { en: 'Normal', zh: '正常', es: 'Normal' },
  fault: { en: 'Fault', zh: '故障', es: 'Fallo' },
  permanentFault: { en: 'Permanent fault', zh: '永久故障', es: 'Fallo permanente' },
  off: { en: 'Off', zh: '关机', es: 'Apagado' },
  charging: { en: 'Charging', zh: '充电', es: 'Cargando' },
  discharging: { en: 'Discharging', zh: '放电', es: 'Descargando' },
} satisfies Record<string, TLocalizedName>;

/** A lookup whose raw values 0, 1, 2 … are the given states in that order. */
export function stateLookup(...states: (keyof typeof stateNames)[]) {
  return states.map((state, value) => ({ value, label: stateNames[state] }));
}
