import { defineDictionary } from '../dictionary.ts';
import { named } from './value-names.ts';

const input = { functionCode: 4 } as const;
/** Solis keeps 32-bit values high word first. */
const s32 = { dataType: 's32', count: 2 } as const;
const u32 = { dataType: 'u32', count: 2 } as const;

/**
 * The grid meter a Solis hybrid reads at its connection point (single-phase), polled through the
 * inverter's input registers. Register facts from the Grid group of the community map
 * `solis_hybrid.yaml` (Home Assistant solarman integration).
 */
export const solisMeter = defineDictionary({
  id: 'solis_meter',
  kind: 'meter',
  brand: 'Solis',
  model: 'Grid meter of the RHI-(3-6)K-48ES-5G hybrid',
  source: 'solis_hybrid.yaml (Home Assistant solarman, Apache-2.0)',
  blocks: [
    { functionCode: 4, start: 33169, count: 7 },
    { functionCode: 4, start: 33251, count: 32 },
  ],
  entries: [
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
    {
      ...input,
      ...named('totalEnergySold'),
      ...u32,
      start: 33173,
      unit: 'kWh',
      role: 'gridExportEnergyTotal',
    },
    {
      ...input,
      ...named('dailyEnergySold'),
      start: 33175,
      count: 1,
      dataType: 'u16',
      scale: 0.1,
      unit: 'kWh',
    },
    { ...input, ...named('gridVoltage'), start: 33251, count: 1, dataType: 'u16', scale: 0.1, unit: 'V' },
    { ...input, ...named('gridCurrent'), start: 33252, count: 1, dataType: 'u16', scale: 0.01, unit: 'A' },
    { ...input, ...named('gridPower'), ...s32, start: 33257, unit: 'W', role: 'gridPower' },
    { ...input, ...named('reactivePower'), ...s32, start: 33265, unit: 'var' },
    { ...input, ...named('apparentPower'), ...s32, start: 33273, unit: 'VA' },
    { ...input, ...named('powerFactor'), start: 33281, count: 1, dataType: 's16', scale: 0.01 },
    {
      ...input,
      ...named('gridFrequency'),
      start: 33282,
      count: 1,
      dataType: 'u16',
      scale: 0.01,
      unit: 'Hz',
      role: 'gridFrequency',
    },
  ],
});
