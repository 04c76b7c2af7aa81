import type { TInverterFamily } from '@sunfleet/contract/inverters';
import type { TLang } from '@sunfleet/contract/lang';
import type { TDictionaryEntry, TProtocolDictionary } from '@sunfleet/protocols/dictionary';
import { roleInfo, type TRole } from '@sunfleet/protocols/roles';

/**
 * Which values of a device belong to which view of its detail page, by the keys its dictionary
 * gives them (the shipped dictionaries share key names, `value-names.ts`): the PV inputs, the AC
 * output, and the families of spec section 7 (`/inverter/{grid|meter|battery|eps|load}/…`, the
 * generator). A company's own dictionary that follows the same names gets the same views.
 */

export type TView = 'input' | 'output' | TInverterFamily;

const patterns: Record<TView, RegExp> = {
  input: /^(pv\d+(Voltage|Current|Power)|dcPower)$/,
  output:
    /^(inverter(Power|Current|Voltage|Frequency|ApparentPower|ReactivePower)(L\d)?|grid(Voltage|Current)(L\d)?|gridLineVoltage\w+|gridFrequency|activePower|reactivePower|apparentPower|powerFactor)$/,
  grid: /^(grid\w*|dailyEnergy(Bought|Sold)|totalEnergy(Bought|Sold)|totalGridProduction|internalCtPower\w*|powerFactor|reactivePower|apparentPower)$/,
  meter: /^(externalCtPower\w*|meter\w+)$/,
  battery:
    /^(battery\w+|bms\w+|(daily|total)Battery\w+|(charge|discharge)CurrentLimit|backupModeSoc|overdischargeSoc|timed(Charge|Discharge)Current)$/,
  eps: /^(loadVoltage\w*|loadFrequency|backupLoadPower|smartLoadEnabled|eps\w+)$/,
  load: /^(loadPower\w*|(daily|total)LoadConsumption)$/,
  gen: /^(generator\w+|(daily|total)GeneratorProduction)$/,
};

export const keysOfView = (dictionary: TProtocolDictionary, view: TView): TDictionaryEntry[] =>
  dictionary.entries.filter((entry) => patterns[view].test(entry.key));

/**
 * The energy roles a view's month, year and total bars sum (kWh from the device's counters).
 * EPS and the generator have no counter role in any dictionary: their bars have no series.
 */
export const energyRolesOf: Record<TView, TRole[]> = {
  input: ['pvEnergyTotal'],
  output: ['pvEnergyTotal'],
  grid: ['gridImportEnergyTotal', 'gridExportEnergyTotal'],
  meter: ['gridImportEnergyTotal', 'gridExportEnergyTotal'],
  battery: ['batteryChargeEnergyTotal', 'batteryDischargeEnergyTotal'],
  eps: [],
  load: ['loadEnergyTotal'],
  gen: [],
};

export const roleNames: Record<string, Record<TLang, string>> = {
  pvEnergyTotal: { en: 'PV generation', zh: '光伏发电', es: 'Generación FV' },
  gridImportEnergyTotal: { en: 'Grid import', zh: '电网购电', es: 'Importación de red' },
  gridExportEnergyTotal: { en: 'Grid export', zh: '馈网电量', es: 'Exportación a red' },
  batteryChargeEnergyTotal: { en: 'Battery charge', zh: '电池充电', es: 'Carga de batería' },
  batteryDischargeEnergyTotal: { en: 'Battery discharge', zh: '电池放电', es: 'Descarga de batería' },
  loadEnergyTotal: { en: 'Consumption', zh: '用电量', es: 'Consumo' },
};

/** The families an inverter's dictionary has values of (a family with none is not shown). */
export function familiesOf(dictionary: TProtocolDictionary): TInverterFamily[] {
  const families: TInverterFamily[] = ['grid', 'meter', 'battery', 'eps', 'load', 'gen'];
  return families.filter((family) => keysOfView(dictionary, family).length > 0);
}

/** How many PV inputs the dictionary reads (`pv1…` to `pvN…`). */
export function pvInputCount(dictionary: TProtocolDictionary): number {
  const inputs = dictionary.entries.flatMap((entry) => {
    const match = /^pv(\d+)(Voltage|Current|Power)$/.exec(entry.key);
    return match ? [Number(match[1])] : [];
  });
  return inputs.length === 0 ? 0 : Math.max(...inputs);
}

/**
 * Values the ingest averages into 5-minute buckets (`device_rollups.value_stats`): numbers
 * with a unit and without a status label whose role, if any, is a rate. These are what curves
 * can draw (a version number is a number too, but no curve).
 */
export const isCharted = (entry: TDictionaryEntry): boolean =>
  ['u16', 's16', 'u32', 's32'].includes(entry.dataType) &&
  entry.unit !== '' &&
  // A day's counter is drawn as energy bars, a time-of-use slot is a setting: neither a curve.
  entry.unit !== 'kWh' &&
  !entry.key.startsWith('timeOfUse') &&
  !entry.lookup &&
  entry.mask === undefined &&
  (!entry.role || roleInfo[entry.role].aggregation === 'average');

/** kW, kVA, kvar and kWh instead of W, VA, var and Wh: the api's power is in kW. */
export function normalized(value: number, unit: string): { value: number; unit: string } {
  const kilo: Record<string, string> = { W: 'kW', VA: 'kVA', var: 'kvar', VAR: 'kvar', Wh: 'kWh' };
  const to = kilo[unit];
  return to ? { value: value / 1000, unit: to } : { value, unit };
}

/** Chart parameters first by what users chart most: power, then SOC, voltage, current … energy last. */
const unitOrder = ['kW', '%', 'V', 'A', 'Hz', '°C', 'kVA', 'kvar'];
export const unitRank = (unit: string) => {
  const rank = unitOrder.indexOf(unit);
  return rank === -1 ? (unit === 'kWh' ? unitOrder.length + 1 : unitOrder.length) : rank;
};
