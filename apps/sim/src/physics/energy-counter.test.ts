import { describe, expect, it } from 'vitest';
import { EnergyCounter } from './energy-counter.ts';

describe('energy counter', () => {
  it('counts up monotonically and restarts "today" on a new local date', () => {
    const counter = new EnergyCounter(100);
    counter.add(1.5, '2023-05-01');
    counter.add(-3, '2023-05-01');
    counter.add(0.5, '2023-05-01');
    expect(counter.totalKwh).toBe(102);
    expect(counter.todayKwh).toBe(2);
    counter.add(0.25, '2023-05-02');
    expect(counter.totalKwh).toBe(102.25);
    expect(counter.todayKwh).toBe(0.25);
  });

  it('freezes while stuck and catches up when released', () => {
    const counter = new EnergyCounter();
    counter.add(1, '2023-05-01');
    counter.stick();
    counter.add(2, '2023-05-01');
    expect(counter.isStuck).toBe(true);
    expect(counter.totalKwh).toBe(1);
    expect(counter.todayKwh).toBe(1);
    counter.release();
    expect(counter.totalKwh).toBe(3);
  });

  it('starts again from zero after a reset', () => {
    const counter = new EnergyCounter(500);
    counter.add(2, '2023-05-01');
    counter.reset();
    expect(counter.totalKwh).toBe(0);
    expect(counter.todayKwh).toBe(0);
    counter.add(1, '2023-05-01');
    expect(counter.totalKwh).toBe(1);
  });
});
