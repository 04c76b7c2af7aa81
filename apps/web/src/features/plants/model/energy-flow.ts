import type { TEnergyFlow } from '@sunfleet/contract/plants';

/**
 * The energy flow of a plant at one instant, as the diagram draws it. Power in kW. Signs follow
 * the physical direction: battery > 0 charges, grid > 0 imports from the grid.
 */
export type TEnergyFlowView = {
  pvKw: number;
  /** null: no device of the plant measures the load. */
  loadKw: number | null;
  /** null: no device of the plant measures the grid connection. */
  gridKw: number | null;
  /** null: the plant has no battery. */
  batteryKw: number | null;
  socPercent: number | null;
  /** null: the plant has no generator. */
  generatorKw: number | null;
};

export type TFlowNode = 'pv' | 'battery' | 'grid' | 'load' | 'generator';

/** Where power moves on one line of the diagram: into the centre hub, out of it, or not at all. */
export type TFlowDirection = 'toHub' | 'fromHub' | 'idle';

/** Below this a line shows as idle (meter noise). */
const idleKw = 0.01;

const direction = (kwIntoHub: number): TFlowDirection =>
  Math.abs(kwIntoHub) < idleKw ? 'idle' : kwIntoHub > 0 ? 'toHub' : 'fromHub';

/** The direction of each line: sources feed the hub, consumers draw from it. */
export function flowDirections(flow: TEnergyFlowView): Record<TFlowNode, TFlowDirection> {
  return {
    pv: direction(flow.pvKw),
    generator: direction(flow.generatorKw ?? 0),
    grid: direction(flow.gridKw ?? 0),
    battery: direction(-(flow.batteryKw ?? 0)),
    load: direction(-(flow.loadKw ?? 0)),
  };
}

const optionalNodes = ['grid', 'load', 'battery', 'generator'] as const;

/**
 * The parts of the plant the diagram draws: PV always; the grid, the load, a battery and a
 * generator only when a device of the plant measures them, so a plant without a generator (or a
 * balcony plant without a meter) shows no node it does not have.
 */
export function flowNodesOf(flow: TEnergyFlowView): TFlowNode[] {
  const measured: Record<Exclude<TFlowNode, 'pv'>, number | null> = {
    grid: flow.gridKw,
    load: flow.loadKw,
    battery: flow.batteryKw,
    generator: flow.generatorKw,
  };
  return ['pv', ...optionalNodes.filter((node) => measured[node] !== null)];
}

/**
 * The diagram's view of the api's flow. The api counts a discharging battery as positive (a
 * source); the diagram counts charging as positive. Missing PV reads as zero; other missing parts
 * stay missing.
 */
export function flowViewOf(flow: TEnergyFlow): TEnergyFlowView {
  return {
    pvKw: flow.pv ?? 0,
    loadKw: flow.load,
    gridKw: flow.grid,
    batteryKw: flow.battery === null ? null : -flow.battery,
    socPercent: flow.soc,
    generatorKw: flow.generator,
  };
}
