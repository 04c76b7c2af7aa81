/**
 * What a battery delivered in an event (docs/adr/0049), from its 5-minute rollups: the average
 * discharge kW over the whole window against a baseline of 0 kW (the programmes pay the battery's
 * own discharge, not a whole-home meter baseline), the energy, the SoC at start and end, and the
 * share of the window's 5-minute slots that hold data. A missing slot counts as 0 kW — as the
 * programme would count it — so a gateway's back-filled readings raise the figure when they
 * arrive, and the measurement is taken again until the data is complete.
 */

export const slotMs = 5 * 60_000;
export const baselineKw = 0;

export type TBucket = { bucket_start: string | Date; kw: number | null; soc: number | null };

export type TMeasurement = {
  averageKw: number;
  baselineKw: number;
  energyKwh: number;
  /** Fractions 0–1. */
  socStart: number | null;
  socEnd: number | null;
  completeness: number;
};

const round = (value: number, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The 5-minute slots of a window: from the slot holding its start to its end. */
export const slotsOf = (startMs: number, endMs: number) =>
  Math.max(1, Math.ceil((endMs - Math.floor(startMs / slotMs) * slotMs) / slotMs));

export function measure(buckets: readonly TBucket[], startMs: number, endMs: number): TMeasurement {
  const slots = slotsOf(startMs, endMs);
  const withPower = buckets.filter((bucket) => bucket.kw !== null);
  const sumKw = withPower.reduce((sum, bucket) => sum + (bucket.kw ?? 0), 0);
  const socs = buckets.flatMap((bucket) => (bucket.soc === null ? [] : [bucket.soc / 100]));
  return {
    averageKw: round(sumKw / slots - baselineKw),
    baselineKw,
    energyKwh: round((sumKw * slotMs) / 3_600_000),
    socStart: socs[0] === undefined ? null : round(socs[0], 4),
    socEnd: socs.at(-1) === undefined ? null : round(socs.at(-1)!, 4),
    completeness: round(Math.min(1, withPower.length / slots), 4),
  };
}

/**
 * A season's average kW of one battery: its events' averages weighted by their hours, an
 * opted-out event counting 0 kW (the programmes average over all event hours of the season).
 */
export function seasonAverageKw(events: readonly { averageKw: number | null; hours: number }[]): number {
  const hours = events.reduce((sum, event) => sum + event.hours, 0);
  if (hours === 0) return 0;
  return round(events.reduce((sum, event) => sum + (event.averageKw ?? 0) * event.hours, 0) / hours);
}
