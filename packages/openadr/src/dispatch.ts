import { durationMs, infinityMs } from './duration.ts';
import { descriptorViolations, payloadViolations } from './enumerations.ts';
import type { TOadrEvent, TOadrIntervalPeriod } from './schema.ts';

/**
 * What an OpenADR event asks of Sunfleet's batteries (docs/adr/0049). Sunfleet acts on one event
 * payload type, `SIMPLE` (0 normal, 1 moderate, 2 high, 3 emergency shed): the ConnectedSolutions
 * call "discharge your battery now". Any level from 1 discharges the battery at its enrolment's
 * participation level of its rated discharge power (the programmes pay average kW and do not grade
 * calls); 0 is no call. `DISPATCH_SETPOINT` and its relatives are absolute consumption with
 * `minimum: 0` in the enumerations and cannot say "export"; other known types are kept and shown
 * but move no battery. Unknown types, values outside the enumerations and bad durations refuse the
 * whole event: acting on half an instruction is worse than not acting.
 */

/** "0001-01-01": the User Guide's "beginning of time" (§7.3), a 'do it now' start. */
const beginningOfTime = /^0001-01-01(T00:00:00(\.0+)?(Z|[+-]00:00)?)?$/;

export type TDispatchInterval = { startMs: number; endMs: number; level: number };

export type TEventReading =
  | {
      kind: 'dispatch';
      /** The window the batteries discharge in: from the first interval with a call to the last's end. */
      startMs: number;
      endMs: number;
      /** The highest SIMPLE level in the window. */
      level: number;
      intervals: TDispatchInterval[];
    }
  /** Nothing for a battery: no SIMPLE payload, or every level 0. */
  | { kind: 'none'; startMs: number; endMs: number }
  /** Start "0001-01-01" with duration "PT0S" (User Guide §7.9). */
  | { kind: 'cancelled' }
  | { kind: 'refused'; reasons: string[] };

function startOf(text: string | undefined, receivedAtMs: number): number | undefined {
  if (text === undefined) return undefined;
  if (beginningOfTime.test(text)) return receivedAtMs;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? undefined : ms;
}

function lengthOf(text: string | undefined, reasons: string[]): number | undefined {
  if (text === undefined) return undefined;
  const ms = durationMs(text);
  if (ms === undefined) reasons.push(`bad duration ${JSON.stringify(text)}`);
  else if (ms < 0) reasons.push(`negative duration ${text}`);
  else return Math.min(ms, infinityMs);
  return undefined;
}

const simpleLevel = (payloads: readonly { type: string; values: unknown[] }[]) => {
  const simple = payloads.find((payload) => payload.type === 'SIMPLE');
  return simple ? Number(simple.values[0]) : undefined;
};

/**
 * Reads an event as the VEN received it at `receivedAtMs` ('do it now' starts then). Interval
 * timing follows the User Guide §7.3: an interval's own period overrides the event's; a later
 * interval without a start begins where the one before ended.
 */
export function readEvent(event: TOadrEvent, receivedAtMs: number): TEventReading {
  const reasons: string[] = [];
  const period: TOadrIntervalPeriod = event.intervalPeriod ?? {};
  if (period.start !== undefined && beginningOfTime.test(period.start) && period.duration === 'PT0S')
    return { kind: 'cancelled' };
  reasons.push(
    ...descriptorViolations(event.payloadDescriptors ?? []),
    ...(event.intervals ?? []).flatMap((interval) => payloadViolations('event', interval.payloads)),
  );
  const eventStart = startOf(period.start, receivedAtMs);
  if (period.start !== undefined && eventStart === undefined) reasons.push(`bad start ${period.start}`);
  const eventLength = lengthOf(period.duration, reasons);
  let previousEnd = eventStart;
  const intervals: (TDispatchInterval & { hasCall: boolean })[] = [];
  for (const interval of event.intervals ?? []) {
    const own = interval.intervalPeriod ?? {};
    const start = startOf(own.start, receivedAtMs) ?? previousEnd;
    const length = lengthOf(own.duration, reasons) ?? eventLength;
    if (start === undefined || length === undefined) {
      reasons.push(`interval ${interval.id} has no start or duration`);
      continue;
    }
    const level = simpleLevel(interval.payloads);
    intervals.push({
      startMs: start,
      endMs: start + length,
      level: level ?? 0,
      hasCall: level !== undefined,
    });
    previousEnd = start + length;
  }
  if (reasons.length > 0) return { kind: 'refused', reasons };
  const calls = intervals.filter((interval) => interval.level > 0);
  const first = calls[0];
  const last = calls.at(-1);
  if (!first || !last) {
    const startMs = intervals[0]?.startMs ?? eventStart ?? receivedAtMs;
    return { kind: 'none', startMs, endMs: intervals.at(-1)?.endMs ?? startMs + (eventLength ?? 0) };
  }
  return {
    kind: 'dispatch',
    startMs: first.startMs,
    endMs: last.endMs,
    level: Math.max(...calls.map((interval) => interval.level)),
    intervals: intervals.map(({ startMs, endMs, level }) => ({ startMs, endMs, level })),
  };
}

/**
 * The discharge power asked of one battery (kW): its rated discharge power times the enrolment's
 * participation level (percent). The battery itself stops at its reserve SoC; Sunfleet never
 * writes a lower reserve for an event.
 */
export const dischargeKw = (ratedDischargeKw: number, participationPercent: number) =>
  Math.round(ratedDischargeKw * Math.min(100, Math.max(0, participationPercent))) / 100;
