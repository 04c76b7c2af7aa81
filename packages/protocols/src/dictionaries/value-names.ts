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
  ...phases('gridPower', 'Grid power', '电网功率', 'Potencia de red'),
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
  inverterTemperature: { en: 'Inverter temperature', zh: '逆变器温度', es: 'Temperatura del inversor' },
  dcPower: { en: 'DC input power', zh: '直流输入功率', es: 'Potencia de entrada CC' },
  inverterFrequency: { en: 'Inverter frequency', zh: '逆变器频率', es: 'Frecuencia del inversor' },
  monthlyProduction: { en: 'Monthly production', zh: '当月发电量', es: 'Producción mensual' },
  yearlyProduction: { en: 'Yearly production', zh: '当年发电量', es: 'Producción anual' },
  inverterStatus: { en: 'Inverter status', zh: '逆变器状态', es: 'Estado del inversor' },
  workingMode: { en: 'Working mode', zh: '工作模式', es: 'Modo de trabajo' },
  productModel: { en: 'Product model', zh: '产品型号', es: 'Modelo de producto' },
  dspVersion: { en: 'DSP software version', zh: 'DSP软件版本', es: 'Versión de software DSP' },
  lcdVersion: { en: 'LCD software version', zh: 'LCD软件版本', es: 'Versión de software LCD' },
  activePower: { en: 'Active power', zh: '有功功率', es: 'Potencia activa' },
  gridLineVoltageAb: { en: 'Grid line voltage A-B', zh: '电网线电压AB', es: 'Tensión de línea de red A-B' },
  gridLineVoltageBc: { en: 'Grid line voltage B-C', zh: '电网线电压BC', es: 'Tensión de línea de red B-C' },
  gridLineVoltageCa: { en: 'Grid line voltage C-A', zh: '电网线电压CA', es: 'Tensión de línea de red C-A' },
  operatingStatus: { en: 'Operating status', zh: '运行工况', es: 'Estado operativo' },
  inverterClock: { en: 'Inverter clock', zh: '逆变器时钟', es: 'Reloj del inversor' },
  storageControlMode: {
    en: 'Storage control mode',
    zh: '储能控制模式',
    es: 'Modo de control del almacenamiento',
  },
  invertingPower: {
    en: 'Inverting/rectifying power',
    zh: '逆变/整流功率',
    es: 'Potencia de inversión/rectificación',
  },
  inverterVoltage: { en: 'Inverter voltage', zh: '逆变器电压', es: 'Tensión del inversor' },
  inverterCurrent: { en: 'Inverter current', zh: '逆变器电流', es: 'Corriente del inversor' },
  inverterReactivePower: {
    en: 'Inverter reactive power',
    zh: '逆变器无功功率',
    es: 'Potencia reactiva del inversor',
  },
  inverterApparentPower: {
    en: 'Inverter apparent power',
    zh: '逆变器视在功率',
    es: 'Potencia aparente del inversor',
  },
  backupLoadPower: { en: 'Backup load power', zh: '备用负载功率', es: 'Potencia de carga de respaldo' },
  chargeCurrentLimit: { en: 'Charge current limit', zh: '充电电流限值', es: 'Límite de corriente de carga' },
  dischargeCurrentLimit: {
    en: 'Discharge current limit',
    zh: '放电电流限值',
    es: 'Límite de corriente de descarga',
  },
  bmsBatteryCurrent: { en: 'BMS battery current', zh: 'BMS电池电流', es: 'Corriente de batería (BMS)' },
  bmsBatteryVoltage: { en: 'BMS battery voltage', zh: 'BMS电池电压', es: 'Tensión de batería (BMS)' },
  bmsChargeCurrentLimit: {
    en: 'BMS charge current limit',
    zh: 'BMS充电电流限值',
    es: 'Límite de carga (BMS)',
  },
  bmsDischargeCurrentLimit: {
    en: 'BMS discharge current limit',
    zh: 'BMS放电电流限值',
    es: 'Límite de descarga (BMS)',
  },
  backupModeSoc: { en: 'Backup mode SOC', zh: '备用模式SOC', es: 'SOC del modo respaldo' },
  overdischargeSoc: { en: 'Over-discharge SOC', zh: '过放SOC', es: 'SOC de sobredescarga' },
  timedChargeCurrent: { en: 'Timed charge current', zh: '定时充电电流', es: 'Corriente de carga programada' },
  timedDischargeCurrent: {
    en: 'Timed discharge current',
    zh: '定时放电电流',
    es: 'Corriente de descarga programada',
  },
  timedChargeStartHour: {
    en: 'Timed charge start hour',
    zh: '定时充电开始小时',
    es: 'Hora de inicio de carga programada',
  },
  timedChargeStartMinute: {
    en: 'Timed charge start minute',
    zh: '定时充电开始分钟',
    es: 'Minuto de inicio de carga programada',
  },
  timedChargeEndHour: {
    en: 'Timed charge end hour',
    zh: '定时充电结束小时',
    es: 'Hora de fin de carga programada',
  },
  timedChargeEndMinute: {
    en: 'Timed charge end minute',
    zh: '定时充电结束分钟',
    es: 'Minuto de fin de carga programada',
  },
  timedDischargeStartHour: {
    en: 'Timed discharge start hour',
    zh: '定时放电开始小时',
    es: 'Hora de inicio de descarga programada',
  },
  timedDischargeStartMinute: {
    en: 'Timed discharge start minute',
    zh: '定时放电开始分钟',
    es: 'Minuto de inicio de descarga programada',
  },
  timedDischargeEndHour: {
    en: 'Timed discharge end hour',
    zh: '定时放电结束小时',
    es: 'Hora de fin de descarga programada',
  },
  timedDischargeEndMinute: {
    en: 'Timed discharge end minute',
    zh: '定时放电结束分钟',
    es: 'Minuto de fin de descarga programada',
  },
  microInverterPower: { en: 'Micro-inverter power', zh: '微逆功率', es: 'Potencia de microinversores' },
  totalGridProduction: { en: 'Total grid production', zh: '累计并网发电量', es: 'Producción total a red' },
  smartLoadEnabled: { en: 'Smart load enabled', zh: '智能负载启用', es: 'Carga inteligente activada' },
  generatorConnection: { en: 'Generator connection', zh: '发电机连接状态', es: 'Conexión del generador' },
  generatorPower: { en: 'Generator power', zh: '发电机功率', es: 'Potencia del generador' },
  workMode: { en: 'Work mode', zh: '工作模式', es: 'Modo de funcionamiento' },
  timeOfUseEnabled: { en: 'Time of use enabled', zh: '分时用电启用', es: 'Uso horario activado' },
  batteryEqualizationVoltage: {
    en: 'Battery equalization voltage',
    zh: '电池均衡电压',
    es: 'Tensión de ecualización',
  },
  batteryAbsorptionVoltage: {
    en: 'Battery absorption voltage',
    zh: '电池吸收电压',
    es: 'Tensión de absorción',
  },
  batteryFloatVoltage: { en: 'Battery float voltage', zh: '电池浮充电压', es: 'Tensión de flotación' },
  batteryCapacity: { en: 'Battery capacity', zh: '电池容量', es: 'Capacidad de la batería' },
  batteryEmptyVoltage: { en: 'Battery empty voltage', zh: '电池放空电压', es: 'Tensión de batería vacía' },
  batteryMaxChargeCurrent: {
    en: 'Battery max charge current',
    zh: '电池最大充电电流',
    es: 'Corriente máx. de carga',
  },
  batteryMaxDischargeCurrent: {
    en: 'Battery max discharge current',
    zh: '电池最大放电电流',
    es: 'Corriente máx. de descarga',
  },
  dailyGeneratorProduction: {
    en: 'Daily generator production',
    zh: '发电机当日发电量',
    es: 'Producción diaria del generador',
  },
  totalGeneratorProduction: {
    en: 'Total generator production',
    zh: '发电机累计发电量',
    es: 'Producción total del generador',
  },
  pv1VoltageSlave: { en: 'PV1 voltage (slave CPU)', zh: 'PV1电压(从CPU)', es: 'Tensión FV1 (CPU esclava)' },
  pv1CurrentSlave: { en: 'PV1 current (slave CPU)', zh: 'PV1电流(从CPU)', es: 'Corriente FV1 (CPU esclava)' },
  countdownTime: { en: 'Countdown time', zh: '倒计时', es: 'Cuenta atrás' },
  alertMessage: { en: 'Inverter alert message', zh: '逆变器告警信息', es: 'Mensaje de alerta del inversor' },
  inputMode: { en: 'Input mode', zh: '输入模式', es: 'Modo de entrada' },
  communicationBoardMessage: {
    en: 'Communication board message',
    zh: '通讯板内部信息',
    es: 'Mensaje de la placa de comunicación',
  },
  pv1InsulationResistance: {
    en: 'Insulation of PV1+ to ground',
    zh: 'PV1+对地绝缘阻抗',
    es: 'Aislamiento FV1+ a tierra',
  },
  pv2InsulationResistance: {
    en: 'Insulation of PV2+ to ground',
    zh: 'PV2+对地绝缘阻抗',
    es: 'Aislamiento FV2+ a tierra',
  },
  pvNegativeInsulationResistance: {
    en: 'Insulation of PV- to ground',
    zh: 'PV-对地绝缘阻抗',
    es: 'Aislamiento FV- a tierra',
  },
  countryCode: { en: 'Country', zh: '国家', es: 'País' },
  ...phases('generatorVoltage', 'Generator voltage', '发电机电压', 'Tensión del generador'),
  ...phases('generatorPower', 'Generator power', '发电机功率', 'Potencia del generador'),
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
