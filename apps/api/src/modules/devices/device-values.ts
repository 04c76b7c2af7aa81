import type { TChartSeries, TNamedValue, TPvInputs } from '@sunfleet/contract/inverters';
import type { TLang } from '@sunfleet/contract/lang';
import type { TLatestValues } from '@sunfleet/contract/telemetry';
import type { TDictionaryEntry, TProtocolDictionary } from '@sunfleet/protocols/dictionary';
import type { TRole } from '@sunfleet/protocols/roles';
import { isCharted, keysOfView, normalized, unitRank, type TView } from './families.ts';

/**
 * A device's newest values shaped for its detail page: named in the reader's language, power in
 * kW, per PV input and per AC phase. Pure: the values come decoded from the telemetry repository.
 */

type TValues = TLatestValues['values'];

export const nameOf = (entry: TDictionaryEntry, lang: TLang) => entry.names[lang] ?? entry.names.en;

/** A numeric value of `key` in kW (or its own unit), or null. */
export function numberOf(values: TValues, key: string): number | null {
  const found = values[key];
  return found && typeof found.value === 'number' ? normalized(found.value, found.unit).value : null;
}

/** The first of `keys` the device reports. */
const firstOf = (values: TValues, keys: readonly string[]) =>
  keys.map((key) => numberOf(values, key)).find((value) => value !== null) ?? null;

/** The sum of the values of a role (PV1 + PV2 power is PV power), in kW / kWh. */
export function roleValue(dictionary: TProtocolDictionary, values: TValues, role: TRole): number | null {
  const found = dictionary.entries
    .filter((entry) => entry.role === role)
    .map((entry) => numberOf(values, entry.key))
    .filter((value) => value !== null);
  return found.length === 0 ? null : found.reduce((sum, value) => sum + value, 0);
}

/** The values of a view the device reports, named, with a status code's label as its value. */
export function namedValues(
  dictionary: TProtocolDictionary,
  values: TValues,
  view: TView,
  lang: TLang,
  except: ReadonlySet<string> = new Set(),
): TNamedValue[] {
  return keysOfView(dictionary, view).flatMap((entry) => {
    const found = values[entry.key];
    if (!found || except.has(entry.key) || Array.isArray(found.value)) return [];
    const shown =
      typeof found.value === 'number' && !found.label
        ? normalized(found.value, found.unit)
        : { value: found.label ?? found.value, unit: found.label ? '' : found.unit };
    return [{ key: entry.key, name: nameOf(entry, lang), ...shown }];
  });
}

/** Voltage, current and power of every PV input; power from V × A when the device sends none. */
export function pvInputsOf(count: number, values: TValues): TPvInputs['inputs'] {
  return Array.from({ length: count }, (_, index) => {
    const input = index + 1;
    const voltage = numberOf(values, `pv${input}Voltage`);
    const current = numberOf(values, `pv${input}Current`);
    const reported = numberOf(values, `pv${input}Power`);
    const power = reported ?? (voltage !== null && current !== null ? (voltage * current) / 1000 : null);
    return { input, voltage, current, power };
  });
}

/** Where each quantity of a phase is read, first match wins: `{n}` is the phase number. */
export type TPhaseSources = { voltage: string[]; current: string[]; power: string[] };

export const outputSources: TPhaseSources = {
  voltage: ['gridVoltageL{n}', 'inverterVoltageL{n}'],
  current: ['inverterCurrentL{n}', 'gridCurrentL{n}'],
  power: ['inverterPowerL{n}'],
};
export const singleOutputSources: TPhaseSources = {
  voltage: ['gridVoltage', 'inverterVoltage', 'gridVoltageL1'],
  current: ['inverterCurrent', 'gridCurrent', 'gridCurrentL1'],
  power: ['inverterPower', 'activePower'],
};
export const meterSources: TPhaseSources = {
  voltage: ['gridVoltageL{n}'],
  current: ['gridCurrentL{n}'],
  power: ['gridPowerL{n}', 'externalCtPowerL{n}'],
};
export const singleMeterSources: TPhaseSources = {
  voltage: ['gridVoltage'],
  current: ['gridCurrent'],
  power: ['gridPower'],
};

/** Per-phase values: `phases` of them (L1…), or one phase read from `single` when 0. */
export function phasesOf(values: TValues, phases: number, perPhase: TPhaseSources, single: TPhaseSources) {
  const read = (sources: string[], n: number) =>
    firstOf(
      values,
      sources.map((source) => source.replace('{n}', String(n))),
    );
  if (phases === 0) {
    return [
      {
        phase: 'L1',
        voltage: read(single.voltage, 1),
        current: read(single.current, 1),
        power: read(single.power, 1),
      },
    ];
  }
  return Array.from({ length: phases }, (_, index) => ({
    phase: `L${index + 1}`,
    voltage: read(perPhase.voltage, index + 1),
    current: read(perPhase.current, index + 1),
    power: read(perPhase.power, index + 1),
  }));
}

/** Phases a dictionary reads one by one among `keys` (`…L1` to `…L3`); 0 when only totals. */
export function phaseCountOf(entries: readonly TDictionaryEntry[]): number {
  const phases = entries.flatMap((entry) => {
    const match = /L(\d)$/.exec(entry.key);
    return match ? [Number(match[1])] : [];
  });
  return phases.length === 0 ? 0 : Math.max(...phases);
}

/** The series of the entries a curve can draw, named, in kW where the dictionary says W. */
export function seriesOf(
  entries: readonly TDictionaryEntry[],
  lang: TLang,
): (TChartSeries & { factor: number })[] {
  return entries.filter(isCharted).map((entry) => {
    const shown = normalized(1, entry.unit);
    return { key: entry.key, name: nameOf(entry, lang), unit: shown.unit, factor: shown.value };
  });
}

/** A view's curve series, power first (the chart's left axis), then SOC, voltage, current … */
export const rankedSeriesOf = (entries: readonly TDictionaryEntry[], lang: TLang) =>
  seriesOf(entries, lang).sort((a, b) => unitRank(a.unit) - unitRank(b.unit));
