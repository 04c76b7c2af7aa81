import { describe, expect, it } from 'vitest';
import { flowDirections } from './energy-flow.ts';

describe('flowDirections', () => {
  it('sends PV into the hub and the hub into a charging battery and the load', () => {
    const directions = flowDirections({
      pvKw: 5,
      loadKw: 2,
      gridKw: -1,
      batteryKw: 2,
      socPercent: 60,
      generatorKw: null,
    });
    expect(directions).toEqual({
      pv: 'toHub',
      generator: 'idle',
      grid: 'fromHub',
      battery: 'fromHub',
      load: 'fromHub',
    });
  });

  it('shows a discharging battery and grid import flowing into the hub, and noise as idle', () => {
    const directions = flowDirections({
      pvKw: 0.004,
      loadKw: 3,
      gridKw: 1,
      batteryKw: -2,
      socPercent: 40,
      generatorKw: 0,
    });
    expect(directions.pv).toBe('idle');
    expect(directions.grid).toBe('toHub');
    expect(directions.battery).toBe('toHub');
  });
});
