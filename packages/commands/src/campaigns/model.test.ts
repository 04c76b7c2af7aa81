import { describe, expect, it } from 'vitest';
import {
  emptyCounts,
  firstWaveSize,
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
