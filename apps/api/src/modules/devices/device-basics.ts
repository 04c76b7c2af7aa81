import { inputMessage } from '@sunfleet/contract/messages';
import type { TLang } from '@sunfleet/contract/lang';
import type { TLatestValues } from '@sunfleet/contract/telemetry';
import { findShippedDictionary } from '@sunfleet/protocols/dictionaries/catalog';
import { ZProtocolDictionary, type TProtocolDictionary } from '@sunfleet/protocols/dictionary';
import type { TPrincipal } from '../../plugins/authentication.ts';
import { fieldRefusal } from '../../plugins/envelope.ts';
import type { PlantsService } from '../plants/service.ts';
import type { TelemetryRepository } from '../telemetry/repository.ts';
import type { DeviceChartService } from './device-chart-service.ts';
import type { FleetRepository, TFleetDevice } from './fleet-repository.ts';

export type TFleetDeps = {
  fleet: FleetRepository;
  telemetry: TelemetryRepository;
  charts: DeviceChartService;
  plants: PlantsService;
};

/** A placeholder dictionary for a device whose dictionary was deleted: it reads nothing. */
const noDictionary = (id: string): TProtocolDictionary => ({
  id,
  kind: 'inverterString',
  model: id,
  blocks: [],
  entries: [],
});

/**
 * What the fleet's device screens share: a device's dictionary (shipped or a company's own),
 * its newest values, its clock, and the checks before a change (the caller may edit its plant,
 * its state allows it).
 */
export function createDeviceBasics({ fleet, telemetry, plants }: TFleetDeps) {
  async function dictionaryOf(id: string): Promise<TProtocolDictionary> {
    const shipped = findShippedDictionary(id);
    if (shipped) return shipped;
    return ZProtocolDictionary.safeParse(await fleet.storedDictionary(id)).data ?? noDictionary(id);
  }

  return {
    dictionaryOf,

    /** The device's newest values by key (none before its first reading) and when they were read. */
    async latest(
      device: TFleetDevice,
      lang: TLang,
    ): Promise<{ readAt: string | null; values: TLatestValues['values'] }> {
      const latest = await telemetry.latestValues(device.id, device.sn, lang);
      return { readAt: latest?.readAt ?? null, values: latest?.values ?? {} };
    },

    clockOf: (device: TFleetDevice) => ({ id: device.id, timeZone: device.plant?.timeZone ?? 'UTC' }),

    /** A change to a device needs the right to edit its plant (a visitor only reads: code 2). */
    async checkEditable(caller: TPrincipal, device: TFleetDevice) {
      if (device.plant) await plants.access(caller, device.plant.id, 'edit');
    },

    /** A device being upgraded refuses changes (spec section 8: "device upgrading"). */
    checkNotUpgrading(device: TFleetDevice, lang: TLang) {
      if (device.status === 'updating')
        throw fieldRefusal({ field: 'sn', message: inputMessage('deviceUpgrading', lang) });
    },
  };
}
export type DeviceBasics = ReturnType<typeof createDeviceBasics>;
