import { describe, expect, it } from 'vitest';
import { flowDirections, flowNodesOf, flowViewOf } from './energy-flow.ts';

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

describe('flowViewOf', () => {
  it('turns the api discharge sign into the diagram charge sign and keeps absent parts absent', () => {
    const view = flowViewOf({
      pv: null,
      load: 2,
      grid: 1,
      battery: 1.5,
      soc: 80,
      generator: null,
      readAt: null,
    });
    expect(view).toEqual({
      pvKw: 0,
      loadKw: 2,
      gridKw: 1,
      batteryKw: -1.5,
      socPercent: 80,
      generatorKw: null,
    });
    expect(flowDirections(view).battery).toBe('toHub');
  });
});

describe('flowNodesOf', () => {
  const flow = { pv: 3, load: 2, grid: -1, battery: null, soc: null, generator: null, readAt: null };

  it('draws no generator or battery for a plant without one', () => {
    expect(flowNodesOf(flowViewOf(flow))).toEqual(['pv', 'grid', 'load']);
  });

  it('draws every part a device measures, and only PV for a plant without a meter', () => {
    const full = flowViewOf({ ...flow, battery: 0, soc: 50, generator: 1.2 });
    expect(flowNodesOf(full)).toEqual(['pv', 'grid', 'load', 'battery', 'generator']);
    expect(flowNodesOf(flowViewOf({ ...flow, load: null, grid: null }))).toEqual(['pv']);
  });
});
