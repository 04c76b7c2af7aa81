/**
 * What a battery delivered in an event (docs/adr/0049), from its 5-minute rollups: the average
 * discharge kW over the whole window against a baseline of 0 kW (the programmes pay the battery's
 * own discharge, not a whole-home meter baseline), the energy, the SoC at start and end (the first
 * slot's highest reading and the last slot's lowest: a discharge lowers it through the window, and
 * a slot's mean would hide that in a one-slot event), and the
 * share of the window's 5-minute slots that hold data. A missing slot counts as 0 kW — as the
 * programme would count it — so a gateway's back-filled readings raise the figure when they
 * arrive, and the measurement is taken again until the data is complete.
 */

export const slotMs = 5 * 60_000;
export const baselineKw = 0;

/** A 5-minute slot: mean battery power (kW) and the highest and lowest SoC (%) read in it. */
export type TBucket = {
  bucket_start: string | Date;
  kw: number | null;
  soc_high: number | null;
  soc_low: number | null;
};

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
  const withSoc = buckets.filter((bucket) => bucket.soc_high !== null && bucket.soc_low !== null);
  const fraction = (percent: number | null | undefined) =>
    percent === null || percent === undefined ? null : round(percent / 100, 4);
  return {
    averageKw: round(sumKw / slots - baselineKw),
    baselineKw,
    energyKwh: round((sumKw * slotMs) / 3_600_000),
    socStart: fraction(withSoc[0]?.soc_high),
    socEnd: fraction(withSoc.at(-1)?.soc_low),
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
