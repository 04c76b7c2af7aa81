import type { TBatteryListItem, TBatteryRealtime, TBatterySlaves } from '@sunfleet/contract/batteries';
import type { TDeviceDayCurve, TDeviceInfo, TFleetDeviceQuery } from '@sunfleet/contract/fleet-devices';
import type { TLang } from '@sunfleet/contract/lang';
import type { TPage } from '@sunfleet/contract/paging';
import type { TStatusCounts } from '@sunfleet/contract/plants';
import type { TPrincipal } from '../../../plugins/authentication.ts';
import type { TDeviceAccess } from '../../../plugins/resource-access.ts';
import type { TTenancy } from '../../../tenancy.ts';
import type { DeviceService } from '../service.ts';
import { batteryPacksOf, batteryRealtimeOf } from './values.ts';

/** The roles of a battery's day curve: kW, %, V, A, °C. */
const dayRoles = ['batteryPower', 'batterySoc', 'batteryVoltage', 'batteryCurrent', 'batteryTemperature'];

/**
 * Batteries (spec section 7 "Meters and batteries"): their list with SOC, power, voltage and
 * temperature now, a battery's BMS values, slave packs and day curve; alias and delete are every
 * device's (`../service.ts`). Routes name a battery by SN (`:sn`) or by id (`/batteries/:id/…`).
 */
export function createBatteryService({ devices }: { devices: DeviceService }) {
  const byAccess = (access: TDeviceAccess) => devices.ofAccess('battery', access);
  const byId = (caller: TPrincipal, id: string) => devices.find(caller, 'battery', { id });

  return {
    list: (tenancy: TTenancy, query: TFleetDeviceQuery): Promise<TPage<TBatteryListItem>> =>
      devices.page(tenancy, 'battery', query, (roles) => ({
        soc: roles.batterySoc ?? null,
        power: roles.batteryPower ?? null,
        voltage: roles.batteryVoltage ?? null,
        temperature: roles.batteryTemperature ?? null,
      })),

    counts: (tenancy: TTenancy, plantId?: string): Promise<TStatusCounts> =>
      devices.counts(tenancy, 'battery', plantId),

    info: async (access: TDeviceAccess): Promise<TDeviceInfo> => devices.info(await byAccess(access)),

    /** The BMS now (null before its first reading). */
    async realtime(access: TDeviceAccess, lang: TLang): Promise<TBatteryRealtime | null> {
      const frame = await devices.latestFrame(await byAccess(access));
      return frame ? batteryRealtimeOf(frame, lang) : null;
    },

    day: async (access: TDeviceAccess, date: string): Promise<TDeviceDayCurve> =>
      devices.dayCurve(await byAccess(access), date, dayRoles),

    async slaves(caller: TPrincipal, id: string, lang: TLang): Promise<TBatterySlaves> {
      const frame = await devices.latestFrame(await byId(caller, id));
      return { readAt: frame?.readAt.toISOString() ?? null, packs: frame ? batteryPacksOf(frame, lang) : [] };
    },

    delete: async (caller: TPrincipal, id: string): Promise<null> => {
      await devices.delete(caller, await byId(caller, id));
      return null;
    },
  };
}
export type BatteryService = ReturnType<typeof createBatteryService>;
