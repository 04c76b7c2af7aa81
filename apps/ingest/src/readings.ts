import type { TDecodedValue } from '@sunfleet/protocols/codec';
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
};

// A bearing is averaged by its role only: rollups keep its unit vectors there (bearings.ts).
const isAveraged = (value: TDecodedValue) =>
  !value.label && (!value.role || roleInfo[value.role].aggregation === 'average');

/** Sorts decoded values into samples to average, role values and energy counters. */
export function measure(values: readonly TDecodedValue[]): TMeasurements {
  const measured: TMeasurements = { valueSamples: {}, roleSamples: {}, counters: {} };
  for (const decoded of values) {
    if (typeof decoded.value !== 'number') continue;
    if (isAveraged(decoded)) measured.valueSamples[decoded.key] = decoded.value;
    if (!decoded.role) continue;
    const info = roleInfo[decoded.role];
    if (info.aggregation === 'counter') {
      measured.counters[decoded.key] = { value: decoded.value, unit: decoded.unit, role: decoded.role };
      continue;
    }
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
