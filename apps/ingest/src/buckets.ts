import type { TRollupPeriod } from '@sunfleet/db/telemetry-schema';

/**
 * Rollup buckets in a plant's time zone: 5-minute and hour buckets follow the clock, day and month
 * buckets begin at local midnight (so a day is 23 or 25 hours on daylight-saving changes).
 * Times are epoch milliseconds.
 */

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const quarterHour = 15 * minute;
/** Offsets by zone, then quarter hour: formatting dates is the costliest step of a reading. */
const offsets = new Map<string, Map<number, number>>();
const maxCachedOffsetsPerZone = 100_000;

/**
 * The zone's offset from UTC at an instant. Offsets change only on quarter-hour boundaries
 * (DST switches happen on the hour), so one lookup serves a whole quarter hour.
 */
function offsetAt(instant: number, timeZone: string): number {
  const slot = Math.floor(instant / quarterHour) * quarterHour;
  let zone = offsets.get(timeZone);
  if (!zone) {
    zone = new Map();
    offsets.set(timeZone, zone);
  }
  let offset = zone.get(slot);
  if (offset === undefined) {
    const parts: Record<string, number> = {};
    for (const part of formatterOf(timeZone).formatToParts(slot)) parts[part.type] = Number(part.value);
    const { year = 0, month = 1, day: date = 1, hour: hours = 0, minute: minutes = 0, second = 0 } = parts;
    offset = Date.UTC(year, month - 1, date, hours, minutes, second) - slot;
    if (zone.size >= maxCachedOffsetsPerZone) zone.clear();
    zone.set(slot, offset);
  }
  return offset;
}

/** The local wall-clock time at an instant, expressed as if it were UTC. */
const wallClock = (instant: number, timeZone: string) => instant + offsetAt(instant, timeZone);

/** The instant a wall-clock time (as if UTC) happens in a zone; two passes settle DST edges. */
function instantOf(wall: number, timeZone: string): number {
  const guess = wall - offsetAt(wall, timeZone);
  return wall - offsetAt(guess, timeZone);
}

/** The instant a local calendar date (YYYY-MM-DD) begins in a zone. */
export function dayStartOf(date: string, timeZone: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return instantOf(Date.UTC(year, month - 1, day), timeZone);
}

/** Start of the bucket of `period` that holds `instant`. */
export function bucketStart(period: TRollupPeriod, instant: number, timeZone: string): number {
  switch (period) {
    case '5m':
      // Every zone's offset is a whole number of 15 minutes, so UTC and local 5-minute edges agree.
      return instant - (((instant % (5 * minute)) + 5 * minute) % (5 * minute));
    case 'hour': {
      const offset = offsetAt(instant, timeZone);
      const local = instant + offset;
      return local - (((local % hour) + hour) % hour) - offset;
    }
    case 'day': {
      const wall = wallClock(instant, timeZone);
      return instantOf(wall - (((wall % day) + day) % day), timeZone);
    }
    case 'month': {
      const wall = new Date(wallClock(instant, timeZone));
      return instantOf(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), 1), timeZone);
    }
  }
}

/** Start of the bucket after the one that starts at `start`. */
export function nextBucketStart(period: TRollupPeriod, start: number, timeZone: string): number {
  switch (period) {
    case '5m':
      return start + 5 * minute;
    case 'hour':
      return start + hour;
    case 'day': {
      const wall = wallClock(start, timeZone);
      return instantOf(wall + day, timeZone);
    }
    case 'month': {
      const wall = new Date(wallClock(start, timeZone));
      return instantOf(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth() + 1, 1), timeZone);
    }
  }
}

export type TBucketShare = { bucketStart: number; share: number };

/**
 * How an amount that accrued evenly over (from, to] divides among the buckets of a period, by the
 * time each bucket overlaps the interval. A reading after a gap thus spreads the energy the
 * counter gained over the hours it was silent instead of piling it into one bucket. Gaps longer
 * than `maxSpreadMs` land whole in the bucket of `to`: a week-long silence says nothing about when
 * the energy was made, and spreading it would write thousands of 5-minute rows.
 */
export function spreadOverBuckets(
  period: TRollupPeriod,
  from: number,
  to: number,
  timeZone: string,
  maxSpreadMs = 2 * day,
): TBucketShare[] {
  if (to <= from || to - from > maxSpreadMs)
    return [{ bucketStart: bucketStart(period, to, timeZone), share: 1 }];
  // The interval is (from, to]: a reading exactly on an edge belongs to the bucket it closes.
  const shares: TBucketShare[] = [];
  for (
    let start = bucketStart(period, from, timeZone);
    start < to;
    start = nextBucketStart(period, start, timeZone)
  ) {
    const end = nextBucketStart(period, start, timeZone);
    const overlap = Math.min(end, to) - Math.max(start, from);
    if (overlap > 0) shares.push({ bucketStart: start, share: overlap / (to - from) });
  }
  return shares;
}
