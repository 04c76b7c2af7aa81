/**
 * A plant's load (consumption) by the balance at its connection point, for plants whose devices
 * do not measure it (a string inverter and a grid meter): load = PV + grid import − grid export +
 * battery discharge − battery charge. Works on power (kW) and energy (kWh) alike. The battery
 * enters once, on its own side of the balance: charging it from the grid raises import and charge
 * together and is not generation. Null when PV or the grid connection is unknown (no meter, no
 * hybrid inverter): the load is then unknown, not zero.
 */
export function loadByBalance(
  pv: number | null | undefined,
  netGridImport: number | null | undefined,
  netBatteryDischarge: number | null | undefined,
): number | null {
  if (pv == null || netGridImport == null) return null;
  // Meters and inverters sample at different instants: a short bucket can come out a hair below 0.
  return Math.max(0, pv + netGridImport + (netBatteryDischarge ?? 0));
}

/** `a − b` of two counters' energy; null when neither is known. */
export const netOf = (a: number | undefined, b: number | undefined): number | null =>
  a === undefined && b === undefined ? null : (a ?? 0) - (b ?? 0);
