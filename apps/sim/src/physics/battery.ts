/** A home battery: energy bookkeeping, power limits and state of charge. */

export interface Battery {
  capacityKwh: number;
  maxChargeW: number;
  maxDischargeW: number;
  /** Energy out over energy in for a full cycle; losses split evenly between charge and discharge. */
  roundTripEfficiency: number;
  /** State-of-charge window the BMS keeps the cells in, 0–1. */
  minSoc: number;
  maxSoc: number;
}

const oneWayEfficiency = (battery: Battery) => Math.sqrt(battery.roundTripEfficiency);

/** Whole watts the battery can take for `hours` without passing its upper SOC limit. */
export function chargeLimitW(battery: Battery, soc: number, hours: number): number {
  const roomWh = Math.max(0, battery.maxSoc - soc) * battery.capacityKwh * 1000;
  const byRoom = roomWh / (oneWayEfficiency(battery) * hours);
  return Math.floor(Math.min(battery.maxChargeW, byRoom));
}

/** Whole watts the battery can give for `hours` without passing its lower SOC limit. */
export function dischargeLimitW(battery: Battery, soc: number, hours: number): number {
  const availableWh = Math.max(0, soc - battery.minSoc) * battery.capacityKwh * 1000;
  const byEnergy = (availableWh * oneWayEfficiency(battery)) / hours;
  return Math.floor(Math.min(battery.maxDischargeW, byEnergy));
}

/**
 * The state of charge after `hours` at a terminal power (W, positive = discharging). Losses make
 * charging store less and discharging draw more than the terminals see. The clamp only absorbs
 * rounding: the limits above already keep the power inside the window.
 */
export function socAfter(battery: Battery, soc: number, powerW: number, hours: number): number {
  const efficiency = oneWayEfficiency(battery);
  const storedWh = powerW >= 0 ? -(powerW * hours) / efficiency : -powerW * hours * efficiency;
  const next = soc + storedWh / (battery.capacityKwh * 1000);
  return Math.min(battery.maxSoc, Math.max(battery.minSoc, next));
}

/** Open-circuit voltage of an LFP pack (flat middle, steep ends) plus the IR drop of the current. */
export function batteryVoltage(nominalVoltage: number, soc: number, powerW: number): number {
  const cells = Math.round(nominalVoltage / 3.2);
  const cellOpenCircuit =
    3.0 + 0.3 * soc + 0.15 * Math.max(0, soc - 0.9) * 10 - 0.2 * Math.max(0, 0.1 - soc) * 10;
  const openCircuit = cells * cellOpenCircuit;
  const resistanceOhm = 0.0008 * cells;
  return openCircuit - (resistanceOhm * powerW) / openCircuit;
}
