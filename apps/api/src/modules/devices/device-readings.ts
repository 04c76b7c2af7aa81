import type { TPlantDevice } from '@sunfleet/contract/devices';
import type { TDeviceKind } from '@sunfleet/protocols/dictionary';
import type { TRole } from '@sunfleet/protocols/roles';

export type TKeyReadings = Pick<TPlantDevice, 'power' | 'soc' | 'irradiance'>;

/**
 * The readings the overview's device list shows for a device, from its newest values by role
 * (`device_latest.roles`: kW, %, W/m²): what it generates, what crosses the grid connection, what
 * the battery delivers and holds, how much sun there is.
 */
export function keyReadingsOf(kind: TDeviceKind, roles: Partial<Record<TRole, number>>): TKeyReadings {
  const none: TKeyReadings = { power: null, soc: null, irradiance: null };
  switch (kind) {
    case 'inverterSinglePhaseHybrid':
    case 'inverterThreePhaseHybrid':
    case 'inverterString':
    case 'inverterMicro':
      // A micro inverter reports no PV side: its AC output is its generation.
      return { ...none, power: roles.pvPower ?? roles.acPower ?? null };
    case 'meter':
      return { ...none, power: roles.gridPower ?? null };
    case 'batteryBms':
      return { ...none, power: roles.batteryPower ?? null, soc: roles.batterySoc ?? null };
    case 'weatherStation':
      return { ...none, irradiance: roles.irradiance ?? null };
  }
}
