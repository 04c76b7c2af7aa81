import { channelId, gaussian } from './random.ts';

export const inverterKinds = ['singlePhaseHybrid', 'threePhaseHybrid', 'string', 'micro'] as const;
export type InverterKind = (typeof inverterKinds)[number];

export interface Inverter {
  kind: InverterKind;
  /** W the inverter can put out on the AC side; DC beyond that is clipped. */
  ratedAcW: number;
  /** Nominal (CEC-style) efficiency; the PVWatts curve peaks close to it. */
  nominalEfficiency: number;
  phases: 1 | 3;
}

export interface InverterOutput {
  acW: number;
  /** W actually drawn from the array (less than available while clipping). */
  dcW: number;
  /** 0–1, AC out over DC in. */
  efficiency: number;
  isClipping: boolean;
}

export interface GridConnection {
  /** Phase-to-neutral volts. */
  nominalVoltage: number;
  /** Hz. */
  nominalFrequency: number;
}

export interface PhaseReading {
  voltage: number;
  current: number;
  power: number;
}

/** PVWatts v5 reference efficiency the curve is normalised by. */
const referenceEfficiency = 0.9637;

/** The PVWatts v5 part-load efficiency curve: poor at a few percent load, flat from a third up. */
export function inverterEfficiency(dcW: number, inverter: Inverter): number {
  const dcRatingW = inverter.ratedAcW / inverter.nominalEfficiency;
  const loadFraction = dcW / dcRatingW;
  if (loadFraction <= 0) return 0;
  const curve = -0.0162 * loadFraction - 0.0059 / loadFraction + 0.9858;
  return Math.max(0, (inverter.nominalEfficiency / referenceEfficiency) * curve);
}

/**
 * AC power from the DC power the array offers. Above the AC rating (or a commanded limit) the
 * inverter moves off the maximum power point: AC is clipped and it draws less DC.
 */
export function inverterOutput(availableDcW: number, inverter: Inverter, limitFraction = 1): InverterOutput {
  const efficiency = inverterEfficiency(availableDcW, inverter);
  const unclippedAcW = availableDcW * efficiency;
  const ceilingW = inverter.ratedAcW * Math.min(1, Math.max(0, limitFraction));
  if (unclippedAcW <= ceilingW) {
    return { acW: unclippedAcW, dcW: unclippedAcW > 0 ? availableDcW : 0, efficiency, isClipping: false };
  }
  return { acW: ceilingW, dcW: efficiency > 0 ? ceilingW / efficiency : 0, efficiency, isClipping: true };
}

const voltageChannel = channelId('grid-voltage');
const frequencyChannel = channelId('grid-frequency');

/** Grid frequency with the small wander of an interconnected grid (σ ≈ 0.02 Hz). */
export function gridFrequency(grid: GridConnection, seed: number, instant: Date): number {
  return (
    grid.nominalFrequency + 0.02 * gaussian(seed, frequencyChannel, Math.floor(instant.getTime() / 1000))
  );
}

/** Per-phase voltage (σ ≈ 0.8 % of nominal), current and power for an AC output split evenly. */
export function phaseReadings(
  acW: number,
  phases: number,
  grid: GridConnection,
  seed: number,
  instant: Date,
): PhaseReading[] {
  const second = Math.floor(instant.getTime() / 1000);
  const totalW = Math.round(acW);
  const shareW = Math.round(totalW / phases);
  // L1 takes the rounding remainder so the phases add up to the whole-watt total.
  const remainderW = totalW - shareW * phases;
  return Array.from({ length: phases }, (_, phase) => {
    const voltage = grid.nominalVoltage * (1 + 0.008 * gaussian(seed, voltageChannel + phase, second));
    const power = phase === 0 ? shareW + remainderW : shareW;
    return { voltage, current: power / voltage, power };
  });
}
