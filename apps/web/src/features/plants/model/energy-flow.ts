import type { TEnergyFlow } from '@sunfleet/contract/plants';

/**
 * The energy flow of a plant at one instant, as the diagram draws it. Power in kW. Signs follow
 * the physical direction: battery > 0 charges, grid > 0 imports from the grid.
 */
export type TEnergyFlowView = {
  pvKw: number;
  loadKw: number;
  gridKw: number;
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
    grid: direction(flow.gridKw),
    battery: direction(-(flow.batteryKw ?? 0)),
    load: direction(-flow.loadKw),
  };
}

/**
 * The diagram's view of the api's flow. The api counts a discharging battery as positive (a
 * source); the diagram counts charging as positive. Missing PV, load or grid read as zero.
 */
export function flowViewOf(flow: TEnergyFlow): TEnergyFlowView {
  return {
    pvKw: flow.pv ?? 0,
    loadKw: flow.load ?? 0,
    gridKw: flow.grid ?? 0,
    batteryKw: flow.battery === null ? null : -flow.battery,
    socPercent: flow.soc,
    generatorKw: flow.generator,
  };
}
