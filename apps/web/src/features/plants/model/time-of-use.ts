import type { z } from 'zod';
import { isDayEnd, minutesOfDay, segmentEndMinutes, type ZPriceSegment } from '@sunfleet/contract/validators';

/** A segment as typed: the price stays text until the contract schema parses it. */
export type TSegmentInput = z.input<typeof ZPriceSegment>;

/**
 * State changes of the time-of-use editor. Segments stay contiguous: each one starts where the
 * previous ends, so the user only moves ends and the contract schema checks the rest
 * (at most 6 segments, valid ranges, the last ending at the day's end). New tariffs end at 24:00; a
 * tariff saved ending at 23:59 (the spec's other reading of the same instant) keeps it.
 */

export const maxSegments = 6;
const dayEnd = '24:00';
const halfHour = 30;

const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The whole day at one price. */
export const wholeDay = (price: TSegmentInput['price'] = 0): TSegmentInput[] => [
  { start: '00:00', end: dayEnd, price },
];

/** Splits the last segment at its middle (on a half hour); unchanged at 6 segments or when too short. */
export function addSegment(segments: TSegmentInput[]): TSegmentInput[] {
  const last = segments.at(-1);
  if (!last || segments.length >= maxSegments) return segments;
  const start = minutesOfDay(last.start);
  const end = segmentEndMinutes(last.end);
  const middle = Math.round((start + end) / 2 / halfHour) * halfHour;
  if (middle <= start || middle >= end) return segments;
  return [
    ...segments.slice(0, -1),
    { ...last, end: timeOf(middle) },
    { start: timeOf(middle), end: last.end, price: last.price },
  ];
}

/** Removes a segment; its neighbour before (or after, for the first) takes over its hours. */
export function removeSegment(segments: TSegmentInput[], index: number): TSegmentInput[] {
  if (segments.length <= 1 || index < 0 || index >= segments.length) return segments;
  const removed = segments[index]!;
  const rest = segments.filter((_, at) => at !== index);
  if (index === 0)
    return rest.map((segment, at) => (at === 0 ? { ...segment, start: removed.start } : segment));
  return rest.map((segment, at) => (at === index - 1 ? { ...segment, end: removed.end } : segment));
}

/** Moves the end of a segment; the next one starts there. */
export function setSegmentEnd(segments: TSegmentInput[], index: number, end: string): TSegmentInput[] {
  return segments.map((segment, at) => {
    if (at === index) return { ...segment, end };
    if (at === index + 1) return { ...segment, start: end };
    return segment;
  });
}

export function setSegmentPrice(
  segments: TSegmentInput[],
  index: number,
  price: TSegmentInput['price'],
): TSegmentInput[] {
  return segments.map((segment, at) => (at === index ? { ...segment, price } : segment));
}

/**
 * Every half hour of the day after `start`, up to the day's end: the ends a segment may take. The
 * day's end reads as the segment has it (23:59 or 24:00), so a saved 23:59 stays selected.
 */
export function endChoices(start: string, end: string = dayEnd): string[] {
  const choices: string[] = [];
  for (let minutes = minutesOfDay(start) + halfHour; minutes < 24 * 60; minutes += halfHour)
    choices.push(timeOf(minutes));
  return [...choices, isDayEnd(end) ? end : dayEnd];
}

/** A time typed as H:MM, HH:MM or HHMM, as HH:MM; undefined while it is not a time of day. */
export function typedTime(text: string): string | undefined {
  const match = /^(\d{1,2}):?(\d{2})$/.exec(text.trim());
  if (!match) return undefined;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours <= 23 && minutes <= 59 ? timeOf(hours * 60 + minutes) : undefined;
}

/**
 * The ends offered for a segment: the half hours after its start, its own end (a typed 07:15
 * stays listed) and the time being typed, in the day's order, the day's end last.
 */
export function endOptions(start: string, end: string = dayEnd, typed = ''): string[] {
  const choices = endChoices(start, end);
  const after = (time: string | undefined): time is string =>
    time !== undefined && !isDayEnd(time) && minutesOfDay(time) > minutesOfDay(start);
  const times = new Set([...choices.slice(0, -1), ...[end, typedTime(typed)].filter(after)]);
  return [...[...times].sort((a, b) => minutesOfDay(a) - minutesOfDay(b)), choices.at(-1) ?? dayEnd];
}
