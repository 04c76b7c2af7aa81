/**
 * Power flows at the home's AC bus, in whole watts so the balance is exact:
 * pv + gridImport + batteryDischarge = load + gridExport + batteryCharge.
 */
export interface PowerFlows {
  pvW: number;
  loadW: number;
  batteryChargeW: number;
  batteryDischargeW: number;
  gridImportW: number;
  gridExportW: number;
}

export interface BusDemand {
  pvW: number;
  loadW: number;
  /** Whole watts the battery may take or give now (0 without a battery). */
  chargeLimitW: number;
  dischargeLimitW: number;
  /** A commanded battery power (positive = discharge), e.g. a demand-response dispatch. */
  dispatchW?: number;
}

/**
 * Self-consumption: surplus PV charges the battery, a deficit is covered from it, and the grid
 * takes or gives whatever is left. A dispatch command overrides the battery within its limits.
 */
export function balanceBus(demand: BusDemand): PowerFlows {
  const pvW = Math.round(demand.pvW);
  const loadW = Math.round(demand.loadW);
  const wantedW = demand.dispatchW ?? loadW - pvW;
  const batteryW =
    wantedW >= 0
      ? Math.min(Math.round(wantedW), demand.dischargeLimitW)
      : -Math.min(Math.round(-wantedW), demand.chargeLimitW);
  const batteryDischargeW = Math.max(0, batteryW);
  const batteryChargeW = Math.max(0, -batteryW);
  const gridW = loadW + batteryChargeW - pvW - batteryDischargeW;
  return {
    pvW,
    loadW,
    batteryChargeW,
    batteryDischargeW,
    gridImportW: Math.max(0, gridW),
    gridExportW: Math.max(0, -gridW),
  };
}

/** True when sources and sinks at the bus are equal to the watt. */
export const isBalanced = (flows: PowerFlows) =>
  flows.pvW + flows.gridImportW + flows.batteryDischargeW ===
  flows.loadW + flows.gridExportW + flows.batteryChargeW;
