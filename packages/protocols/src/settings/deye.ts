import type { TDictionaryEntryInput } from '../dictionary.ts';
import { deyeHybrid } from '../dictionaries/deye-hybrid.ts';
import { defineSettings, entryOf, type TSettingFieldInput, type TSettingsMapInput } from '../settings.ts';

/**
 * Deye hybrid and string inverters' settings. Register facts: the community maps shipped beside
 * our dictionaries (time-of-use table) and the kellerza/sunsynk definitions (Sunsynk is Deye
 * hardware; MIT licence): `single_phase.py` and `three_phase_common.py`.
 */

type TFieldInput = TSettingFieldInput;
type TName = { en: string; zh: string; es: string };

const name = (en: string, zh: string, es: string): TName => ({ en, zh, es });

function word(
  key: string,
  names: TName,
  start: number,
  extra: Partial<TDictionaryEntryInput> = {},
): TDictionaryEntryInput {
  return { functionCode: 3, key, names, start, count: 1, dataType: 'u16', ...extra };
}

const onOff = [
  { value: 0, label: name('Off', '关闭', 'Apagado') },
  { value: 1, label: name('On', '开启', 'Encendido') },
];
const enable = [
  { value: 0, label: name('Disable', '禁用', 'Desactivado') },
  { value: 1, label: name('Enable', '启用', 'Activado') },
];

const volts = (key: string, names: TName, start: number): TFieldInput => ({
  entry: word(key, names, start, { scale: 0.01, unit: 'V' }),
  min: 41,
  max: 60,
  precision: 2,
});
const percent = (
  key: string,
  names: TName,
  start: number,
  extra: Partial<TFieldInput> = {},
): TFieldInput => ({
  entry: word(key, names, start, { unit: '%' }),
  min: 0,
  max: 100,
  ...extra,
});
const amps = (key: string, names: TName, start: number, max: number): TFieldInput => ({
  entry: word(key, names, start, { unit: 'A' }),
  min: 0,
  max,
});

/** Register addresses of the settings the single- and three-phase hybrids share, which move between them. */
interface THybridLayout {
  dateTime: number;
  inverterOn: number;
  equalization: number;
  maxCharge: number;
  shutdownCap: number;
  gridChargeCurrent: number;
  gridChargeOn: number;
  genPortUsage: number;
  loadLimit: number;
  maxSellPower: number;
  solarExport: number;
  /** A power setting of the advanced page: max solar power (single phase), zero-export power (three phase). */
  advancedPower: { key: string; names: TName; start: number; min: number; max: number };
  maxAmps: number;
  ratedW: number;
}

type TPageInput = TSettingsMapInput['pages'][number];

function batteryPage(layout: THybridLayout): TPageInput {
  return {
    id: 'batt',
    names: name('Battery', '电池设置', 'Batería'),
    fields: [
      volts(
        'equalizationVoltage',
        name('Equalization voltage', '均衡电压', 'Tensión de ecualización'),
        layout.equalization,
      ),
      volts(
        'absorptionVoltage',
        name('Absorption voltage', '吸收电压', 'Tensión de absorción'),
        layout.equalization + 1,
      ),
      volts(
        'floatVoltage',
        name('Float voltage', '浮充电压', 'Tensión de flotación'),
        layout.equalization + 2,
      ),
      amps(
        'maxChargeCurrent',
        name('Max charge current', '最大充电电流', 'Corriente máx. de carga'),
        layout.maxCharge,
        layout.maxAmps,
      ),
      amps(
        'maxDischargeCurrent',
        name('Max discharge current', '最大放电电流', 'Corriente máx. de descarga'),
        layout.maxCharge + 1,
        layout.maxAmps,
      ),
      percent(
        'shutdownSoc',
        name('Battery shutdown SOC', '电池关机SOC', 'SOC de apagado'),
        layout.shutdownCap,
        {
          max: 50,
          factory: 10,
          effect: 'batteryReserveSoc',
        },
      ),
      percent(
        'restartSoc',
        name('Battery restart SOC', '电池重启SOC', 'SOC de reinicio'),
        layout.shutdownCap + 1,
      ),
      percent('lowSoc', name('Battery low SOC', '电池低电量SOC', 'SOC bajo'), layout.shutdownCap + 2, {
        max: 50,
      }),
    ],
  };
}

function workModePage(layout: THybridLayout, timeOfUse: TFieldInput[]): TPageInput {
  return {
    id: 'workMode',
    names: name('Work mode', '工作模式', 'Modo de trabajo'),
    fields: [
      {
        entry: word('loadLimit', name('Energy pattern', '能量模式', 'Límite de carga'), layout.loadLimit, {
          lookup: [
            { value: 0, label: name('Allow export', '允许馈网', 'Permitir exportación') },
            { value: 1, label: name('Essentials', '重要负载', 'Cargas esenciales') },
            { value: 2, label: name('Zero export', '零输出', 'Exportación cero') },
          ],
        }),
        effect: 'zeroExportMode',
      },
      {
        entry: word(
          'maxSellPower',
          name('Max sell power', '最大卖电功率', 'Potencia máx. de venta'),
          layout.maxSellPower,
          {
            unit: 'W',
          },
        ),
        min: 0,
        max: layout.ratedW,
        effect: 'exportLimitW',
      },
      {
        entry: word('solarExport', name('Solar sell', '光伏卖电', 'Venta solar'), layout.solarExport, {
          mask: 1,
          lookup: enable,
        }),
        factory: 1,
        effect: 'exportEnabled',
      },
      ...timeOfUse,
    ],
  };
}

function hybridPages(layout: THybridLayout, timeOfUse: TFieldInput[]): TPageInput[] {
  return [
    batteryPage(layout),
    workModePage(layout, timeOfUse),
    {
      id: 'gridInput',
      names: name('Grid charging', '电网充电', 'Carga desde la red'),
      fields: [
        {
          entry: word(
            'gridChargeEnabled',
            name('Grid charge', '电网充电', 'Carga desde la red'),
            layout.gridChargeOn,
            { mask: 1, lookup: enable },
          ),
        },
        amps(
          'gridChargeCurrent',
          name('Grid charge current', '电网充电电流', 'Corriente de carga de red'),
          layout.gridChargeCurrent,
          layout.maxAmps,
        ),
      ],
    },
    {
      id: 'smartLoad',
      names: name('Smart load', '智能负载', 'Carga inteligente'),
      fields: [
        {
          entry: word(
            'generatorPortUsage',
            name('GEN port use', 'GEN端口用途', 'Uso del puerto GEN'),
            layout.genPortUsage,
            {
              lookup: [
                { value: 0, label: name('Generator input', '发电机输入', 'Entrada de generador') },
                { value: 1, label: name('Smart load output', '智能负载输出', 'Salida de carga inteligente') },
                { value: 2, label: name('Micro-inverter input', '微逆输入', 'Entrada de microinversor') },
              ],
            },
          ),
        },
      ],
    },
    {
      id: 'advanced',
      names: name('Advanced', '高级设置', 'Avanzado'),
      fields: [
        {
          entry: word(layout.advancedPower.key, layout.advancedPower.names, layout.advancedPower.start, {
            unit: 'W',
            dataType: layout.advancedPower.min < 0 ? 's16' : 'u16',
          }),
          min: layout.advancedPower.min,
          max: layout.advancedPower.max,
        },
      ],
    },
    {
      id: 'basic',
      names: name('Basic', '基本设置', 'Básico'),
      fields: [
        {
          entry: word('inverterOn', name('Inverter on', '开关机', 'Inversor encendido'), layout.inverterOn, {
            lookup: onOff,
          }),
          factory: 1,
          effect: 'powerSwitch',
        },
      ],
    },
    {
      id: 'systime',
      names: name('System time', '系统时间', 'Hora del sistema'),
      fields: [
        {
          entry: {
            functionCode: 3,
            key: 'systemTime',
            names: name('System time', '系统时间', 'Hora del sistema'),
            start: layout.dateTime,
            count: 3,
            dataType: 'datetime',
          },
        },
      ],
    },
  ];
}

/** A time-of-use slot is written whole: start, power, target SOC and enable bit together. */
const timeOfUseSlots = (
  entryOfSlot: (n: number, part: string) => TDictionaryEntryInput,
  ratedW: number,
): TFieldInput[] =>
  [1, 2, 3, 4, 5, 6].flatMap((n) => {
    const group = `timeOfUse${n}`;
    return [
      { entry: entryOfSlot(n, 'Start'), group, effect: 'timeOfUseSlot' as const },
      { entry: entryOfSlot(n, 'Power'), group, min: 0, max: ratedW, effect: 'timeOfUseSlot' as const },
      { entry: entryOfSlot(n, 'Soc'), group, min: 0, max: 100, effect: 'timeOfUseSlot' as const },
      { entry: { ...entryOfSlot(n, 'Enabled'), lookup: enable }, group, effect: 'timeOfUseSlot' as const },
    ];
  });

export const deyeHybridSettings = defineSettings({
  dictionaryId: 'deye_hybrid',
  family: 'dyStore',
  writeFunctionCode: 16,
  pages: hybridPages(
    {
      dateTime: 22,
      inverterOn: 43,
      equalization: 201,
      maxCharge: 210,
      shutdownCap: 217,
      gridChargeCurrent: 230,
      gridChargeOn: 232,
      genPortUsage: 235,
      loadLimit: 244,
      maxSellPower: 245,
      solarExport: 247,
      advancedPower: {
        key: 'maxSolarPower',
        names: name('Max solar power', '最大光伏功率', 'Potencia solar máx.'),
        start: 53,
        min: 0,
        max: 10400,
      },
      maxAmps: 290,
      ratedW: 8000,
    },
    [
      { entry: { ...entryOf(deyeHybrid, 'timeOfUseEnabled') }, effect: 'timeOfUseEnabled' },
      ...timeOfUseSlots((n, part) => entryOf(deyeHybrid, `timeOfUse${n}${part}`), 8000),
    ],
  ),
});

/** The three-phase hybrid keeps its program table at 146–177 (sunsynk `three_phase_common.py`). */
const threePhaseSlot = (n: number, part: string): TDictionaryEntryInput => {
  const base = { Start: 147, Power: 153, Soc: 165, Enabled: 171 }[part] ?? 0;
  const names = name(
    `Time-of-use ${n} ${part.toLowerCase()}`,
    `时段${n}${part}`,
    `Tramo ${n} ${part.toLowerCase()}`,
  );
  const entry = word(`timeOfUse${n}${part}`, names, base + n);
  if (part === 'Start') return { ...entry, dataType: 'timeOfDay' };
  if (part === 'Power') return { ...entry, unit: 'W' };
  if (part === 'Soc') return { ...entry, unit: '%' };
  return { ...entry, mask: 1 };
};

export const deyeThreePhaseSettings = defineSettings({
  dictionaryId: 'deye_sg04lp3',
  family: 'dyStoreThreePhase',
  writeFunctionCode: 16,
  pages: hybridPages(
    {
      dateTime: 62,
      inverterOn: 80,
      equalization: 99,
      maxCharge: 108,
      shutdownCap: 115,
      gridChargeCurrent: 128,
      gridChargeOn: 130,
      genPortUsage: 133,
      loadLimit: 142,
      maxSellPower: 143,
      solarExport: 145,
      advancedPower: {
        key: 'zeroExportPower',
        names: name('Zero-export power', '零输出功率', 'Potencia de exportación cero'),
        start: 104,
        min: -500,
        max: 500,
      },
      maxAmps: 240,
      ratedW: 12000,
    },
    [
      {
        entry: word('timeOfUseEnabled', name('Time of use', '分时电价', 'Tarifa horaria'), 146, {
          mask: 1,
          lookup: enable,
        }),
        effect: 'timeOfUseEnabled',
      },
      ...timeOfUseSlots(threePhaseSlot, 12000),
    ],
  ),
});

/**
 * The string inverter: its active power limit and power switch (the registers the simulator's
 * demand response already uses) are its running parameters.
 */
export const deyeStringSettings = defineSettings({
  dictionaryId: 'deye_string',
  family: 'dyGrid',
  writeFunctionCode: 16,
  pages: [
    {
      id: 'runPara',
      names: name('Running parameters', '运行参数', 'Parámetros de funcionamiento'),
      fields: [
        percent(
          'activePowerLimit',
          name('Active power limit', '有功功率限制', 'Límite de potencia activa'),
          340,
          {
            effect: 'activePowerLimitPercent',
          },
        ),
        {
          entry: word('inverterOn', name('Inverter on', '开关机', 'Inversor encendido'), 341, {
            lookup: onOff,
          }),
          factory: 1,
          effect: 'powerSwitch',
        },
      ],
    },
  ],
});
