import type { WeatherReading, WeatherSource } from './weather-source.ts';

/**
 * Weather read from a file, placed on a calendar without a year: replaying ignores the source
 * year (a TMY mixes months from different years) and loops a shorter recording day by day.
 */
export interface WeatherRecording {
  description: string;
  /** Hours the file's local standard time is ahead of UTC (Greensboro: −5). */
  utcOffsetHours: number;
  /** Where the station is; a plant may sit elsewhere and still replay it. */
  station?: { latitude: number; longitude: number };
  /** Samples by minute since 1 January 00:00 local standard time of a 365-day year, ascending. */
  samples: RecordedSample[];
  /** First day of year (0-based) the recording covers and how many whole days it spans. */
  firstDay: number;
  dayCount: number;
}

export interface RecordedSample {
  minuteOfYear: number;
  reading: WeatherReading;
}

export const minutesPerDay = 1440;
const cumulativeDays = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];

/** 0-based day of a 365-day year; 29 February replays 28 February. */
export function dayOfNoLeapYear(month: number, day: number): number {
  const monthStart = cumulativeDays[month - 1];
  if (monthStart === undefined || day < 1 || day > 31) throw new Error(`invalid date ${month}/${day}`);
  return monthStart + Math.min(day, month === 2 ? 28 : 31) - 1;
}

/** The recording's minute that plays at a UTC instant. */
export function replayMinute(recording: WeatherRecording, instant: Date): number {
  const local = new Date(instant.getTime() + recording.utcOffsetHours * 3_600_000);
  const day = dayOfNoLeapYear(local.getUTCMonth() + 1, local.getUTCDate());
  const loopedDay =
    recording.firstDay +
    ((((day - recording.firstDay) % recording.dayCount) + recording.dayCount) % recording.dayCount);
  const minuteOfDay = local.getUTCHours() * 60 + local.getUTCMinutes() + local.getUTCSeconds() / 60;
  return loopedDay * minutesPerDay + minuteOfDay;
}

const lerp = (from: number, to: number, fraction: number) => from + (to - from) * fraction;

const lerpOptional = (from: number | undefined, to: number | undefined, fraction: number) =>
  from === undefined || to === undefined ? undefined : lerp(from, to, fraction);

function interpolate(before: WeatherReading, after: WeatherReading, fraction: number): WeatherReading {
  const dni = lerpOptional(before.dni, after.dni, fraction);
  const dhi = lerpOptional(before.dhi, after.dhi, fraction);
  return {
    ghi: lerp(before.ghi, after.ghi, fraction),
    ...(dni === undefined ? {} : { dni }),
    ...(dhi === undefined ? {} : { dhi }),
    airTemperature: lerp(before.airTemperature, after.airTemperature, fraction),
    windSpeed: lerp(before.windSpeed, after.windSpeed, fraction),
  };
}

/** Index of the last sample at or before a minute, or −1 when the minute precedes them all. */
function sampleIndexAtOrBefore(samples: RecordedSample[], minute: number): number {
  let low = 0;
  let high = samples.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((samples[middle]?.minuteOfYear ?? Infinity) <= minute) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

/**
 * Replays a recording at any instant and interval: values are interpolated linearly between the
 * neighbouring samples, wrapping from the recording's end to its start.
 */
export function replayWeather(recording: WeatherRecording): WeatherSource {
  const { samples } = recording;
  const first = samples[0];
  const last = samples.at(-1);
  if (!first || !last) throw new Error(`${recording.description}: no weather samples`);
  const spanMinutes = recording.dayCount * minutesPerDay;

  return {
    description: recording.description,
    readingAt(instant) {
      const minute = replayMinute(recording, instant);
      const index = sampleIndexAtOrBefore(samples, minute);
      const before = samples[index] ?? { ...last, minuteOfYear: last.minuteOfYear - spanMinutes };
      const after = samples[index + 1] ?? { ...first, minuteOfYear: first.minuteOfYear + spanMinutes };
      const gap = after.minuteOfYear - before.minuteOfYear;
      const fraction = gap > 0 ? (minute - before.minuteOfYear) / gap : 0;
      return interpolate(before.reading, after.reading, fraction);
    },
  };
}

/** The whole days a set of samples covers, for looping a recording shorter than a year. */
export function daysCovered(samples: RecordedSample[]): { firstDay: number; dayCount: number } {
  const minutes = samples.map((sample) => sample.minuteOfYear);
  const firstDay = Math.floor(Math.min(...minutes) / minutesPerDay);
  const lastDay = Math.floor(Math.max(...minutes) / minutesPerDay);
  return { firstDay, dayCount: lastDay - firstDay + 1 };
}

/** Splits one CSV line, honouring double-quoted fields. */
export function splitCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let isQuoted = false;
  for (const character of line) {
    if (character === '"') isQuoted = !isQuoted;
    else if (character === ',' && !isQuoted) {
      fields.push(field);
      field = '';
    } else field += character;
  }
  fields.push(field);
  return fields.map((value) => value.trim());
}

/** Finds a column by its exact header. */
export function columnIndex(header: string[], name: string, fileDescription: string): number {
  const index = header.indexOf(name);
  if (index < 0) throw new Error(`${fileDescription}: no column "${name}"`);
  return index;
}

/** A number from a CSV field, or an error naming the file line. */
export function numberField(fields: string[], index: number, where: string): number {
  const value = Number(fields[index]);
  if (fields[index] === undefined || fields[index] === '' || !Number.isFinite(value)) {
    throw new Error(`${where}: field ${index + 1} is not a number (${fields[index] ?? 'missing'})`);
  }
  return value;
}
