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

/** One AC phase now: voltage V, current A, power kW. */
type TPhase = { phase: string; voltage: number | null; current: number | null; power: number | null };

/**
 * Per-phase values: `phases` of them (L1…), or one phase read from `single` when 0. A device that
 * reports a phase's voltage and current but no phase power (a Sofar string inverter) gets it from
 * its total active power shared by each phase's V × A, so the phases add up to the total it reports;
 * without a total, V × A (power factor 1).
 */
export function phasesOf(
  values: TValues,
  phases: number,
  perPhase: TPhaseSources,
  single: TPhaseSources,
  totalPower: number | null = null,
): TPhase[] {
  const readAt = (sources: string[], n: number) =>
    firstOf(
      values,
      sources.map((source) => source.replace('{n}', String(n))),
    );
  const sources = phases === 0 ? single : perPhase;
  const read = Array.from({ length: Math.max(phases, 1) }, (_, index) => ({
    phase: `L${index + 1}`,
    voltage: readAt(sources.voltage, index + 1),
    current: readAt(sources.current, index + 1),
    power: readAt(sources.power, index + 1),
  }));
  return withPhasePower(read, totalPower);
}

function withPhasePower(phases: TPhase[], totalPower: number | null): TPhase[] {
  if (phases.some((phase) => phase.power !== null)) return phases;
  const apparent = phases.map(({ voltage, current }) =>
    voltage === null || current === null ? null : (voltage * current) / 1000,
  );
  if (apparent.some((value) => value === null)) return phases;
  const sum = apparent.reduce<number>((total, value) => total + (value ?? 0), 0);
  const share = totalPower === null || sum === 0 ? 1 : Math.abs(totalPower) / sum;
  const sign = totalPower !== null && totalPower < 0 ? -1 : 1;
  return phases.map((phase, index) => ({ ...phase, power: sign * share * (apparent[index] ?? 0) }));
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
