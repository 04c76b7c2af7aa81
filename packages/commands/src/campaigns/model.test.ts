import { describe, expect, it } from 'vitest';
import {
  emptyCounts,
  firstWaveSize,
  isInsideWindow,
  isReleasableAt,
  localMinuteOf,
  nextStep,
  releaseBudget,
  shouldHalt,
  targetStateOf,
  waveOf,
} from './model.ts';

const counts = (values: Partial<ReturnType<typeof emptyCounts>>) => ({ ...emptyCounts(), ...values });
const rule = { failurePercent: 20, minExecuted: 5 };

describe('waves', () => {
  it('takes a size, at most all targets', () => {
    expect(firstWaveSize(100, { size: 10 })).toBe(10);
    expect(firstWaveSize(3, { size: 10 })).toBe(3);
  });
  it('takes a share rounded up, at least one', () => {
    expect(firstWaveSize(1000, { percent: 5 })).toBe(50);
    expect(firstWaveSize(7, { percent: 10 })).toBe(1);
    expect(firstWaveSize(11, { percent: 10 })).toBe(2);
  });
  it('puts the first positions in wave 1, the rest in wave 2', () => {
    expect([0, 1, 2, 3].map((position) => waveOf(position, 2))).toEqual([1, 1, 2, 2]);
  });
});

describe('pacing', () => {
  it('allows per minute less what the last minute released, never below zero', () => {
    expect(releaseBudget(60, 0)).toBe(60);
    expect(releaseBudget(60, 45)).toBe(15);
    expect(releaseBudget(60, 70)).toBe(0);
  });
});

describe('halt rule', () => {
  it('waits for at least N executed', () => {
    expect(shouldHalt(rule, { executed: 4, failed: 4 })).toBe(false);
  });
  it('halts when failures exceed the share, not when they equal it', () => {
    expect(shouldHalt(rule, { executed: 10, failed: 2 })).toBe(false);
    expect(shouldHalt(rule, { executed: 10, failed: 3 })).toBe(true);
  });
  it('judges a resumed campaign from its counts at the resume', () => {
    const base = { executed: 10, failed: 5 };
    expect(shouldHalt(rule, { executed: 14, failed: 5 }, base)).toBe(false);
    expect(shouldHalt(rule, { executed: 15, failed: 7 }, base)).toBe(true);
  });
});

describe('a target from its commands', () => {
  it('is queued, running, succeeded as its commands go', () => {
    expect(targetStateOf([{ state: 'queued', error: null }]).state).toBe('queued');
    expect(targetStateOf([{ state: 'acknowledged', error: null }]).state).toBe('running');
    expect(
      targetStateOf([
        { state: 'succeeded', error: null },
        { state: 'queued', error: null },
      ]).state,
    ).toBe('running');
    expect(
      targetStateOf([
        { state: 'succeeded', error: null },
        { state: 'succeeded', error: null },
      ]).state,
    ).toBe('succeeded');
  });
  it('fails with the first failure, a time-out included, and keeps its error', () => {
    expect(targetStateOf([{ state: 'failed', error: 'Refused by the gateway' }])).toEqual({
      state: 'failed',
      error: 'Refused by the gateway',
    });
    expect(targetStateOf([{ state: 'timedOut', error: null }])).toEqual({
      state: 'failed',
      error: 'Timed out',
    });
  });
  it('is cancelled when a command was cancelled', () => {
    expect(targetStateOf([{ state: 'cancelled', error: null }]).state).toBe('cancelled');
  });
});

describe('next step', () => {
  const base = { executed: 0, failed: 0 };
  const input = { rule, base, currentWave: 1, perMinute: 100, releasedInLastMinute: 0 };

  it('releases the pending of the wave within the pace', () => {
    const wave = counts({ pending: 10 });
    expect(nextStep({ ...input, all: counts({ pending: 100 }), wave })).toEqual({
      kind: 'release',
      count: 10,
    });
    expect(nextStep({ ...input, releasedInLastMinute: 96, all: counts({ pending: 100 }), wave })).toEqual({
      kind: 'release',
      count: 4,
    });
  });
  it('waits for the first wave to finish, then starts the second', () => {
    expect(
      nextStep({ ...input, all: counts({ running: 2, pending: 90 }), wave: counts({ running: 2 }) }),
    ).toEqual({ kind: 'release', count: 0 });
    expect(
      nextStep({ ...input, all: counts({ succeeded: 10, pending: 90 }), wave: counts({ succeeded: 10 }) }),
    ).toEqual({ kind: 'nextWave' });
  });
  it('completes when nothing is open, skipped and cancelled targets included', () => {
    const all = counts({ succeeded: 8, skipped: 1, cancelled: 1 });
    expect(nextStep({ ...input, currentWave: 2, all, wave: all })).toEqual({ kind: 'complete' });
  });
  it('halts before anything else', () => {
    const all = counts({ succeeded: 3, failed: 3, pending: 10 });
    const step = nextStep({ ...input, all, wave: all });
    expect(step.kind).toBe('halt');
    expect(step.kind === 'halt' && step.reason).toContain('3 of 6 failed');
  });
});

describe('maintenance window on the site clock', () => {
  const night = { start: '01:00', end: '05:00' };
  const at = (iso: string) => new Date(iso);

  it('releases at any hour without a window', () => {
    expect(isInsideWindow(null, 'Europe/Berlin', at('2026-06-01T12:00:00Z'))).toBe(true);
  });

  it('reads the window on each site’s own clock, not the server’s', () => {
    // 01:30 UTC is 03:30 in Berlin (summer) and 10:30 in Tokyo.
    const moment = at('2026-06-01T01:30:00Z');
    expect(isInsideWindow(night, 'Europe/Berlin', moment)).toBe(true);
    expect(isInsideWindow(night, 'Asia/Tokyo', moment)).toBe(false);
    expect(isInsideWindow(night, 'UTC', moment)).toBe(true);
  });

  it('includes the start and stops before the end', () => {
    expect(isInsideWindow(night, 'UTC', at('2026-06-01T00:59:59Z'))).toBe(false);
    expect(isInsideWindow(night, 'UTC', at('2026-06-01T01:00:00Z'))).toBe(true);
    expect(isInsideWindow(night, 'UTC', at('2026-06-01T04:59:59Z'))).toBe(true);
    expect(isInsideWindow(night, 'UTC', at('2026-06-01T05:00:00Z'))).toBe(false);
  });

  it('crosses midnight when the end is earlier than the start', () => {
    const late = { start: '22:00', end: '02:00' };
    // Tokyo is UTC+9 all year.
    expect(isInsideWindow(late, 'Asia/Tokyo', at('2026-06-01T12:59:00Z'))).toBe(false);
    expect(isInsideWindow(late, 'Asia/Tokyo', at('2026-06-01T13:00:00Z'))).toBe(true);
    expect(isInsideWindow(late, 'Asia/Tokyo', at('2026-06-01T15:00:00Z'))).toBe(true);
    expect(isInsideWindow(late, 'Asia/Tokyo', at('2026-06-01T16:59:00Z'))).toBe(true);
    expect(isInsideWindow(late, 'Asia/Tokyo', at('2026-06-01T17:00:00Z'))).toBe(false);
  });

  it('is an hour shorter the night clocks go forward (Berlin, 29 March 2026)', () => {
    // 02:00 CET becomes 03:00 CEST at 01:00 UTC: 01:00–05:00 local is 00:00–03:00 UTC.
    expect(isInsideWindow(night, 'Europe/Berlin', at('2026-03-28T23:59:00Z'))).toBe(false);
    expect(isInsideWindow(night, 'Europe/Berlin', at('2026-03-29T00:00:00Z'))).toBe(true);
    expect(isInsideWindow(night, 'Europe/Berlin', at('2026-03-29T01:30:00Z'))).toBe(true);
    expect(isInsideWindow(night, 'Europe/Berlin', at('2026-03-29T02:59:00Z'))).toBe(true);
    expect(isInsideWindow(night, 'Europe/Berlin', at('2026-03-29T03:00:00Z'))).toBe(false);
    expect(minutesInside(night, 'Europe/Berlin', '2026-03-28T12:00:00Z')).toBe(3 * 60);
  });

  it('is an hour longer the night clocks go back (Berlin, 25 October 2026)', () => {
    // 03:00 CEST becomes 02:00 CET at 01:00 UTC: 01:00–05:00 local is 23:00–04:00 UTC.
    expect(isInsideWindow(night, 'Europe/Berlin', at('2026-10-24T22:59:00Z'))).toBe(false);
    expect(isInsideWindow(night, 'Europe/Berlin', at('2026-10-24T23:00:00Z'))).toBe(true);
    expect(isInsideWindow(night, 'Europe/Berlin', at('2026-10-25T03:59:00Z'))).toBe(true);
    expect(isInsideWindow(night, 'Europe/Berlin', at('2026-10-25T04:00:00Z'))).toBe(false);
    expect(minutesInside(night, 'Europe/Berlin', '2026-10-24T12:00:00Z')).toBe(5 * 60);
  });

  it('never opens a window that lies in the hour skipped forward', () => {
    expect(minutesInside({ start: '02:00', end: '02:30' }, 'Europe/Berlin', '2026-03-28T12:00:00Z')).toBe(0);
  });

  it('crosses midnight on a DST night too (New York, 8 March 2026)', () => {
    const late = { start: '23:00', end: '03:00' };
    // 23:00 EST on the 7th is 04:00 UTC; 02:00 EST becomes 03:00 EDT at 07:00 UTC.
    expect(isInsideWindow(late, 'America/New_York', at('2026-03-08T03:59:00Z'))).toBe(false);
    expect(isInsideWindow(late, 'America/New_York', at('2026-03-08T04:00:00Z'))).toBe(true);
    expect(isInsideWindow(late, 'America/New_York', at('2026-03-08T06:59:00Z'))).toBe(true);
    expect(isInsideWindow(late, 'America/New_York', at('2026-03-08T07:00:00Z'))).toBe(false);
  });

  it('reads a zone the runtime does not know as UTC', () => {
    expect(localMinuteOf('Nowhere/Atlantis', at('2026-06-01T01:30:00Z'))).toBe(90);
  });

  it('lets a block (demand response) hold a site back inside the window', () => {
    const moment = at('2026-06-01T02:00:00Z');
    const busy = (site: { plantId: string | null }) => site.plantId === 'busy';
    expect(isReleasableAt(night, { plantId: 'idle', timeZone: 'UTC' }, moment, 'upgrade', busy)).toBe(true);
    expect(isReleasableAt(night, { plantId: 'busy', timeZone: 'UTC' }, moment, 'upgrade', busy)).toBe(false);
    expect(isReleasableAt(null, { plantId: 'busy', timeZone: 'UTC' }, moment, 'upgrade', busy)).toBe(false);
    expect(isReleasableAt(night, { plantId: 'busy', timeZone: 'UTC' }, moment, 'upgrade')).toBe(true);
  });
});

/** Minutes inside the window, counted minute by minute over the 24 hours from `from` (one night). */
function minutesInside(window: { start: string; end: string }, timeZone: string, from: string): number {
  const start = Date.parse(from);
  let inside = 0;
  for (let minute = 0; minute < 24 * 60; minute += 1)
    if (isInsideWindow(window, timeZone, new Date(start + minute * 60_000))) inside += 1;
  return inside;
}
