import type { TEnergyFlow } from '@sunfleet/contract/plants';
import { loadByBalance } from '@sunfleet/protocols/energy-balance';
import { speakersFor } from '@sunfleet/protocols/role-authority';
import type { TRole } from '@sunfleet/protocols/roles';

/** A device of the plant that is not offline, with its newest values by role. */
export type TFlowDevice = { kind: string; roles: Partial<Record<TRole, number>>; readAt: Date };

/** A role's values from the devices of the most authoritative class that report it. */
function spokenValues(
  devices: readonly TFlowDevice[],
  role: TRole,
  valueOf: (device: TFlowDevice) => number | undefined = (device) => device.roles[role],
): number[] {
  const reporting = devices.flatMap((device) => {
    const value = valueOf(device);
    return value === undefined ? [] : [{ kind: device.kind, value }];
  });
  return speakersFor(role, reporting, ({ kind }) => kind).map(({ value }) => value);
}

const sumOf = (values: number[]) =>
  values.length === 0 ? null : values.reduce((total, value) => total + value, 0);

/**
 * The plant's energy flow now (kW; positive grid = import, positive battery = discharge) from its
 * devices that are not offline; null for a part no device reports. A device without a PV reading
 * (a micro inverter) reports its AC output as generation. A plant whose meter sees only the grid
 * connection (a string inverter and a grid meter) reports no load: it is what PV, grid and
 * battery bring in, by the balance at the connection point.
 */
export function plantFlowOf(devices: readonly TFlowDevice[]): TEnergyFlow {
  const pv = sumOf(
    spokenValues(devices, 'pvPower', (device) => device.roles.pvPower ?? device.roles.acPower),
  );
  const grid = sumOf(spokenValues(devices, 'gridPower'));
  const battery = sumOf(spokenValues(devices, 'batteryPower'));
  const socs = spokenValues(devices, 'batterySoc');
  const newest = Math.max(...devices.map((device) => device.readAt.getTime()));
  return {
    pv,
    load: sumOf(spokenValues(devices, 'loadPower')) ?? loadByBalance(pv, grid, battery),
    grid,
    battery,
    soc: socs.length === 0 ? null : (sumOf(socs) ?? 0) / socs.length,
    // No role of the device dictionaries measures a generator yet.
    generator: null,
    readAt: devices.length === 0 ? null : new Date(newest).toISOString(),
  };
}
