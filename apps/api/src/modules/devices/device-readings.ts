import type { TPlantDevice } from '@sunfleet/contract/devices';
import type { TDeviceStatus, TOperatingState } from '@sunfleet/contract/enums';
import { shippedOperatingStateOf } from '@sunfleet/protocols/operating-state';
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

/**
 * An inverter's operating state from the status word of its newest reading (role
 * `deviceStatus`), read with its shipped dictionary. None for other kinds, and none when it is
 * offline: its last word is stale.
 */
export function operatingStateOf(device: {
  kind: string;
  status: TDeviceStatus;
  dictionaryId: string;
  roles: Partial<Record<TRole, number>>;
}): TOperatingState | null {
  if (!device.kind.startsWith('inverter') || device.status === 'offline') return null;
  return shippedOperatingStateOf(device.dictionaryId, device.roles.deviceStatus);
}

/**
 * A plant's generation state from its inverters': shut down when one is (someone switched it
 * off), standby when every inverter that says waits (night), running when one runs.
 */
export function plantOperatingStateOf(states: readonly (TOperatingState | null)[]): TOperatingState | null {
  const known = states.filter((state) => state !== null);
  if (known.includes('shutDown')) return 'shutDown';
  if (known.includes('running')) return 'running';
  return known.length > 0 ? 'standby' : null;
}
