import type { TDecodedValue } from '@sunfleet/protocols/codec';
import type { TProtocolDictionary } from '@sunfleet/protocols/dictionary';
import { convertUnit, roleInfo, type TRole } from '@sunfleet/protocols/roles';
import type { TCounterBaseline, TStats } from '@sunfleet/db/telemetry-schema';

/** One decoded reading of one device, reduced to what latest values and rollups need. */
export type TMeasurements = {
  /** Numeric values worth averaging, by key, in their own unit. */
  valueSamples: Record<string, number>;
  /** Numeric values by semantic role, combined (PV1 + PV2 …) and in the role's canonical unit. */
  roleSamples: Partial<Record<TRole, number>>;
  /** Energy counters by key. */
  counters: Record<string, { value: number; unit: string; role: TRole }>;
  /**
   * Codes of state roles (`deviceStatus`): not averaged, but kept with the newest reading, so the
   * api can say an inverter is on standby or shut down (ADR 0052).
   */
  states: Partial<Record<TRole, number>>;
};

// A bearing is averaged by its role only: rollups keep its unit vectors there (bearings.ts).
const isAveraged = (value: TDecodedValue) =>
  !value.label && (!value.role || roleInfo[value.role].aggregation === 'average');

/** The roles the newest reading keeps: the measured ones and the state codes. */
export const latestRolesOf = (measured: TMeasurements) => ({ ...measured.roleSamples, ...measured.states });

/** Sorts decoded values into samples to average, role values, energy counters and state codes. */
export function measure(values: readonly TDecodedValue[]): TMeasurements {
  const measured: TMeasurements = { valueSamples: {}, roleSamples: {}, counters: {}, states: {} };
  for (const decoded of values) {
    if (typeof decoded.value !== 'number') continue;
    if (isAveraged(decoded)) measured.valueSamples[decoded.key] = decoded.value;
    if (!decoded.role) continue;
    const info = roleInfo[decoded.role];
    if (info.aggregation === 'counter') {
      measured.counters[decoded.key] = { value: decoded.value, unit: decoded.unit, role: decoded.role };
      continue;
    }
    if (decoded.role === 'deviceStatus') measured.states.deviceStatus ??= decoded.value;
    if (info.aggregation !== 'average' && info.aggregation !== 'bearing') continue;
    const canonical = info.canonicalUnit
      ? convertUnit(decoded.value, decoded.unit, info.canonicalUnit)
      : decoded.value;
    if (canonical === undefined) continue;
    const previous = measured.roleSamples[decoded.role];
    measured.roleSamples[decoded.role] =
      previous === undefined ? canonical : info.combine === 'sum' ? previous + canonical : previous;
  }
  return measured;
}

/**
 * Energy (kWh) a counter gained since its baseline. A counter lower than its baseline was reset
 * (replaced board, cleared memory) and restarted from zero, so everything it shows is new energy.
 * Undefined when there is no earlier baseline or the unit is not an energy unit.
 */
export function counterEnergy(
  baseline: TCounterBaseline | undefined,
  reading: { value: number; unit: string; at: number },
): number | undefined {
  if (!baseline || baseline.at >= reading.at) return undefined;
  const gained = reading.value >= baseline.value ? reading.value - baseline.value : reading.value;
  return convertUnit(gained, reading.unit, 'kWh');
}

/** What bounds a device's energy: its rated power, else its plant's capacity. */
export type TEnergyBounds = {
  ratedPowerKw: number | null;
  plantCapacityKw: number | null;
};

/** A ceiling for devices that know neither their rating nor their plant's capacity. */
const kindCeilingKw = 1_000;
/** A grid connection carries at least this much, whatever the PV on the roof (a house's 3 × 40 A). */
const connectionFloorKw = 30;
/** Headroom over the rated power: an inverter overloads briefly, a reading's time is not exact. */
const plausibilityMargin = 1.5;

/**
 * The most power (kW) a device's counter of `role` can plausibly have been driven at: for PV, its
 * rated power, else its plant's capacity, else a ceiling for any device. Grid, load and battery
 * counters get twice that and at least a house's connection: a load, or a battery charged from the
 * grid, is not bounded by the PV on the roof.
 */
export function maxPowerKw(role: string, bounds: TEnergyBounds): number {
  const rated = [bounds.ratedPowerKw, bounds.plantCapacityKw].find(
    (value): value is number => value !== null && value > 0,
  );
  const basis = rated ?? kindCeilingKw;
  return role === 'pvEnergyTotal' ? basis : Math.max(2 * basis, connectionFloorKw);
}

/** The smallest step (kWh) a dictionary's counter shows: one count of its register. */
function resolutionKwh(dictionary: TProtocolDictionary | undefined, key: string, unit: string): number {
  const entry = dictionary?.entries.find((candidate) => candidate.key === key);
  return Math.abs(convertUnit(entry?.scale ?? 1, unit, 'kWh') ?? 0);
}

/** A counter step refused as implausible: more than its device could have produced meanwhile. */
export type TImplausibleStep = {
  key: string;
  role: TRole;
  kWh: number;
  maxKwh: number;
  since: number;
  at: number;
};

/** What a reading's counters add: `[role, kWh, since]` each, and the steps refused as implausible. */
export type TCounterSteps = {
  energy: [TRole, number, number][];
  implausible: TImplausibleStep[];
};

/**
 * Advances a device's counter baselines with a reading and returns the energy the counters gained
 * since them. A step larger than the device could have produced in its interval (`maxPowerKw` ×
 * hours × a margin, plus one count of the register) is refused: a wrong dictionary, a garbled
 * frame or a counter set by hand would otherwise land in the rollups and totals for good. The
 * baseline still moves to the reading, so counting goes on from the new value instead of refusing
 * every later reading; a counter that comes back down is refused the same way. A counter without
 * a baseline (a new device, a new dictionary: `startNewBaseline`) only sets one. `isUsable` lets a
 * caller ignore a stored baseline (one dated beyond the clock skew).
 */
export function advanceCounters(
  baselines: Record<string, TCounterBaseline>,
  counters: TMeasurements['counters'],
  at: number,
  limits: { bounds: TEnergyBounds; dictionary?: TProtocolDictionary | undefined },
  isUsable: (baseline: TCounterBaseline) => boolean = () => true,
): TCounterSteps {
  const steps: TCounterSteps = { energy: [], implausible: [] };
  for (const [key, counter] of Object.entries(counters)) {
    const stored = baselines[key];
    const baseline = stored && isUsable(stored) ? stored : undefined;
    const kWh = counterEnergy(baseline, { ...counter, at });
    if (baseline && kWh !== undefined) {
      const hours = (at - baseline.at) / 3_600_000;
      const maxKwh =
        maxPowerKw(counter.role, limits.bounds) * hours * plausibilityMargin +
        resolutionKwh(limits.dictionary, key, counter.unit);
      if (kWh > maxKwh)
        steps.implausible.push({ key, role: counter.role, kWh, maxKwh, since: baseline.at, at });
      else steps.energy.push([counter.role, kWh, baseline.at]);
    }
    if (!baseline || at > baseline.at) baselines[key] = { value: counter.value, unit: counter.unit, at };
  }
  return steps;
}

/** The communication log's words for a refused step (the device page shows the newest). */
export function implausibleDetail(step: TImplausibleStep): string {
  const minutes = Math.max(1, Math.round((step.at - step.since) / 60_000));
  return (
    `Implausible energy step refused at ${new Date(step.at).toISOString()}: ${step.key} (${step.role}) ` +
    `+${round2(step.kWh)} kWh in ${minutes} min, at most ${round2(step.maxKwh)} kWh plausible`
  );
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export function mergeStats(a: TStats | undefined, b: TStats): TStats {
  if (!a) return b;
  const merged = {
    n: a.n + b.n,
    sum: a.sum + b.sum,
    min: Math.min(a.min, b.min),
    max: Math.max(a.max, b.max),
  };
  if (a.east === undefined && b.east === undefined) return merged;
  // Rows folded before bearings had vectors have none: the vectors of the rest still point right.
  return { ...merged, east: (a.east ?? 0) + (b.east ?? 0), north: (a.north ?? 0) + (b.north ?? 0) };
}

export const mean = (stats: TStats) => (stats.n > 0 ? stats.sum / stats.n : 0);
