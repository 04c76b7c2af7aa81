import { defineDictionary } from '../dictionary.ts';
import { named } from './value-names.ts';

const input = { functionCode: 4 } as const;
/** Solis keeps 32-bit values high word first. */
const s32 = { dataType: 's32', count: 2 } as const;
const u32 = { dataType: 'u32', count: 2 } as const;

/** The meter's energy counters (the same registers on single- and three-phase systems). */
const energyEntries = [
  {
    ...input,
    ...named('totalEnergyBought'),
    ...u32,
    start: 33169,
    unit: 'kWh',
    role: 'gridImportEnergyTotal',
  },
  {
    ...input,
    ...named('dailyEnergyBought'),
    start: 33171,
    count: 1,
    dataType: 'u16',
    scale: 0.1,
    unit: 'kWh',
  },
  { ...input, ...named('totalEnergySold'), ...u32, start: 33173, unit: 'kWh', role: 'gridExportEnergyTotal' },
  { ...input, ...named('dailyEnergySold'), start: 33175, count: 1, dataType: 'u16', scale: 0.1, unit: 'kWh' },
] as const;

const powerFactor = {
  ...input,
  ...named('powerFactor'),
  start: 33281,
  count: 1,
  dataType: 's16',
  scale: 0.01,
} as const;
const frequency = {
  ...input,
  ...named('gridFrequency'),
  start: 33282,
  count: 1,
  dataType: 'u16',
  scale: 0.01,
  unit: 'Hz',
  role: 'gridFrequency',
} as const;
const blocks = [
  { functionCode: 4, start: 33169, count: 7 },
  { functionCode: 4, start: 33251, count: 32 },
] as const;
const source = 'solis_hybrid.yaml (Home Assistant solarman, Apache-2.0)';

/**
 * The grid meter a Solis hybrid reads at its connection point (single-phase), polled through the
 * inverter's input registers. Register facts from the Grid group of the community map
 * `solis_hybrid.yaml` (Home Assistant solarman integration); phase A of the meter's registers.
 */
export const solisMeter = defineDictionary({
  id: 'solis_meter',
  kind: 'meter',
  brand: 'Solis',
  model: 'Grid meter of the RHI-(3-6)K-48ES-5G hybrid',
  source,
  blocks: [...blocks],
  entries: [
    ...energyEntries,
    { ...input, ...named('gridVoltage'), start: 33251, count: 1, dataType: 'u16', scale: 0.1, unit: 'V' },
    { ...input, ...named('gridCurrent'), start: 33252, count: 1, dataType: 'u16', scale: 0.01, unit: 'A' },
    { ...input, ...named('gridPower'), ...s32, start: 33257, unit: 'W', role: 'gridPower' },
    { ...input, ...named('reactivePower'), ...s32, start: 33265, unit: 'var' },
    { ...input, ...named('apparentPower'), ...s32, start: 33273, unit: 'VA' },
    powerFactor,
    frequency,
  ],
});

/** Voltage, current and active power of phase `n` (1–3): Solis interleaves V and A, then the powers. */
const phaseEntries = (n: 1 | 2 | 3) =>
  [
    {
      ...input,
      ...named(`gridVoltageL${n}`),
      start: 33249 + 2 * n,
      count: 1,
      dataType: 'u16',
      scale: 0.1,
      unit: 'V',
    },
    {
      ...input,
      ...named(`gridCurrentL${n}`),
      start: 33250 + 2 * n,
      count: 1,
      dataType: 'u16',
      scale: 0.01,
      unit: 'A',
    },
    { ...input, ...named(`gridPowerL${n}`), ...s32, start: 33255 + 2 * n, unit: 'W' },
  ] as const;

/**
 * The three-phase grid meter of a Solis system: the same input registers, read on all three
 * phases (33251–33256 voltage and current of A, B, C; 33257–33262 their active power; 33263 the
 * total), as the Solis hybrid register map lists them (Solis Modbus protocol, 33xxx group).
 */
export const solisMeter3p = defineDictionary({
  id: 'solis_meter_3p',
  kind: 'meter',
  brand: 'Solis',
  model: 'Three-phase grid meter of a Solis system',
  source,
  blocks: [...blocks],
  entries: [
    ...energyEntries,
    ...phaseEntries(1),
    ...phaseEntries(2),
    ...phaseEntries(3),
    { ...input, ...named('gridPower'), ...s32, start: 33263, unit: 'W', role: 'gridPower' },
    { ...input, ...named('reactivePower'), ...s32, start: 33271, unit: 'var' },
    { ...input, ...named('apparentPower'), ...s32, start: 33279, unit: 'VA' },
    powerFactor,
    frequency,
  ],
});
