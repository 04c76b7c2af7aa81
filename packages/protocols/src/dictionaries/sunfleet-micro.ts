import { defineDictionary } from '../dictionary.ts';
import type { TDictionaryEntryInput } from '../dictionary.ts';
import { named, stateLookup } from './value-names.ts';

const holding = { functionCode: 3 } as const;

/** Voltage, current and power of each of the four module inputs, three registers per input. */
function moduleInputEntries(): TDictionaryEntryInput[] {
  return [1, 2, 3, 4].flatMap((n) => {
    const base = 0x0010 + (n - 1) * 3;
    const input = (quantity: string, en: string, zh: string, es: string) => ({
      ...holding,
      key: `pv${n}${quantity}`,
      names: { en: `PV${n} ${en}`, zh: `PV${n}${zh}`, es: `${es} FV${n}` },
      count: 1,
      dataType: 'u16' as const,
    });
    return [
      { ...input('Voltage', 'voltage', '电压', 'Tensión'), start: base, scale: 0.1, unit: 'V' },
      { ...input('Current', 'current', '电流', 'Corriente'), start: base + 1, scale: 0.01, unit: 'A' },
      {
        ...input('Power', 'power', '功率', 'Potencia'),
        start: base + 2,
        scale: 0.1,
        unit: 'W',
        role: 'pvPower' as const,
      },
    ];
  });
}

/**
 * Sunfleet's reference micro inverter: four module inputs, one AC output, in holding registers
 * as typical four-input micro inverters lay them out.
 */
export const sunfleetMicro = defineDictionary({
  id: 'sunfleet_micro',
  kind: 'inverterMicro',
  brand: 'Sunfleet',
  model: 'Reference 4-input micro inverter',
  blocks: [{ functionCode: 3, start: 0x0000, count: 0x20 }],
  entries: [
    {
      ...holding,
      ...named('serialNumber'),
      start: 0x0000,
      count: 5,
      dataType: 'ascii',
      role: 'serialNumber',
    },
    {
      ...holding,
      ...named('firmwareVersion'),
      start: 0x0005,
      count: 1,
      dataType: 'version',
      role: 'firmwareVersion',
    },
    {
      ...holding,
      ...named('runningStatus'),
      start: 0x0006,
      count: 1,
      dataType: 'u16',
      role: 'deviceStatus',
      lookup: stateLookup('standby', 'normal', 'fault', 'off'),
    },
    {
      ...holding,
      ...named('alarms'),
      start: 0x0007,
      count: 1,
      dataType: 'bits',
      role: 'alarmWord',
      flags: [
        {
          bit: 0,
          code: 'M01',
          name: { en: 'Grid over-voltage', zh: '电网过压', es: 'Sobretensión de red' },
          // The inverter derates and keeps running (volt-watt response): a warning, not a trip.
          severity: 'warning',
        },
        { bit: 1, code: 'M02', name: { en: 'Grid under-voltage', zh: '电网欠压', es: 'Subtensión de red' } },
        {
          bit: 2,
          code: 'M03',
          name: {
            en: 'Grid frequency out of range',
            zh: '电网频率异常',
            es: 'Frecuencia de red fuera de rango',
          },
        },
        { bit: 3, code: 'M04', name: { en: 'No grid', zh: '电网丢失', es: 'Sin red' } },
        { bit: 4, code: 'M05', name: { en: 'Over-temperature', zh: '过温', es: 'Sobretemperatura' } },
        { bit: 5, code: 'M06', name: { en: 'PV over-voltage', zh: 'PV过压', es: 'Sobretensión FV' } },
        {
          bit: 6,
          code: 'M07',
          name: { en: 'Ground fault', zh: '接地故障', es: 'Fallo a tierra' },
          severity: 'fault',
        },
        {
          bit: 8,
          code: 'M09',
          name: { en: 'Low module power', zh: '组件功率低', es: 'Potencia de módulo baja' },
          severity: 'warning',
        },
      ],
    },
    {
      ...holding,
      ...named('inverterPower'),
      start: 0x0008,
      count: 1,
      dataType: 'u16',
      scale: 0.1,
      unit: 'W',
      role: 'acPower',
    },
    { ...holding, ...named('gridVoltage'), start: 0x0009, count: 1, dataType: 'u16', scale: 0.1, unit: 'V' },
    {
      ...holding,
      ...named('gridFrequency'),
      start: 0x000a,
      count: 1,
      dataType: 'u16',
      scale: 0.01,
      unit: 'Hz',
      role: 'gridFrequency',
    },
    {
      ...holding,
      ...named('dailyProduction'),
      start: 0x000b,
      count: 1,
      dataType: 'u16',
      scale: 0.01,
      unit: 'kWh',
      role: 'pvEnergyToday',
    },
    {
      ...holding,
      ...named('totalProduction'),
      start: 0x000c,
      count: 2,
      dataType: 'u32',
      scale: 0.01,
      unit: 'kWh',
      role: 'pvEnergyTotal',
    },
    {
      ...holding,
      key: 'inverterTemperature',
      names: { en: 'Inverter temperature', zh: '逆变器温度', es: 'Temperatura del inversor' },
      start: 0x000e,
      count: 1,
      dataType: 's16',
      scale: 0.1,
      unit: '°C',
      role: 'inverterTemperature',
    },
    ...moduleInputEntries(),
  ],
});
