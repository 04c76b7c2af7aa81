import { describe, expect, it } from 'vitest';
import {
  gridFrequency,
  inverterEfficiency,
  inverterOutput,
  phaseReadings,
  type Inverter,
} from './inverter.ts';

const inverter: Inverter = { kind: 'string', ratedAcW: 5000, nominalEfficiency: 0.96, phases: 3 };
const grid = { nominalVoltage: 230, nominalFrequency: 50 };

describe('inverter', () => {
  it('peaks near 96 % and falls off at low load', () => {
    const curve = Array.from({ length: 100 }, (_, index) => inverterEfficiency((index + 1) * 55, inverter));
    expect(Math.max(...curve)).toBeGreaterThan(0.955);
    expect(Math.max(...curve)).toBeLessThan(0.97);
    expect(inverterEfficiency(50, inverter)).toBeLessThan(0.9);
    expect(inverterEfficiency(0, inverter)).toBe(0);
  });

  it('clips at the AC rating and draws less DC while clipping', () => {
    const clipped = inverterOutput(7000, inverter);
    expect(clipped.acW).toBe(5000);
    expect(clipped.isClipping).toBe(true);
    expect(clipped.dcW).toBeLessThan(7000);
    const normal = inverterOutput(3000, inverter);
    expect(normal.isClipping).toBe(false);
    expect(normal.dcW).toBe(3000);
    expect(normal.acW).toBeCloseTo(3000 * normal.efficiency);
  });

  it('obeys an active power limit', () => {
    expect(inverterOutput(4000, inverter, 0.5).acW).toBe(2500);
    expect(inverterOutput(4000, inverter, 0).acW).toBe(0);
  });

  it('splits AC power over the phases in whole watts around nominal voltage and frequency', () => {
    const instant = new Date('2023-06-01T12:00:00Z');
    const phases = phaseReadings(4001.2, 3, grid, 1, instant);
    expect(phases.reduce((sum, phase) => sum + phase.power, 0)).toBe(4001);
    for (const phase of phases) {
      expect(Math.abs(phase.voltage - 230)).toBeLessThan(10);
      expect(phase.current).toBeCloseTo(phase.power / phase.voltage);
    }
    expect(Math.abs(gridFrequency(grid, 1, instant) - 50)).toBeLessThan(0.1);
    expect(phaseReadings(4001.2, 3, grid, 1, instant)).toEqual(phases);
  });
});
