import type { TDeviceDayCurve, TDeviceInfo, TFleetDeviceQuery } from '@sunfleet/contract/fleet-devices';
import type { TPage } from '@sunfleet/contract/paging';
import type { TStatusCounts } from '@sunfleet/contract/plants';
import type { TWeatherStationListItem } from '@sunfleet/contract/weather';
import type { TPrincipal } from '../../../plugins/authentication.ts';
import type { TDeviceAccess } from '../../../plugins/resource-access.ts';
import type { TTenancy } from '../../../tenancy.ts';
import type { DeviceService } from '../service.ts';

/** The roles of a station's day curve: W/m², °C, m/s. */
const dayRoles = ['irradiance', 'moduleTemperature', 'ambientTemperature', 'windSpeed'];

/**
 * Weather stations as devices: their list with irradiance, temperatures and wind now, a station's
 * info and day curve; alias and delete are every device's (`../service.ts`). Weather at a plant and
 * the provider's forecast are the `weather` module's, whose routes serve these too.
 */
export function createWeatherStationService({ devices }: { devices: DeviceService }) {
  const byAccess = (access: TDeviceAccess) => devices.ofAccess('weatherStation', access);

  return {
    /** The station of a route's `:sn`, within the caller's class (3 for another kind). */
    stationOf: byAccess,

    list: (tenancy: TTenancy, query: TFleetDeviceQuery): Promise<TPage<TWeatherStationListItem>> =>
      devices.page(tenancy, 'weatherStation', query, (roles) => ({
        irradiance: roles.irradiance ?? null,
        ambientTemperature: roles.ambientTemperature ?? null,
        moduleTemperature: roles.moduleTemperature ?? null,
        windSpeed: roles.windSpeed ?? null,
      })),

    counts: (tenancy: TTenancy, plantId?: string): Promise<TStatusCounts> =>
      devices.counts(tenancy, 'weatherStation', plantId),

    /** What a station is, named by SN in a query (`/getWeatherStationInfo?sn=`). */
    info: async (caller: TPrincipal, sn: string): Promise<TDeviceInfo> =>
      devices.info(await devices.find(caller, 'weatherStation', { sn })),

    day: async (access: TDeviceAccess, date: string): Promise<TDeviceDayCurve> =>
      devices.dayCurve(await byAccess(access), date, dayRoles),

    rename: async (caller: TPrincipal, access: TDeviceAccess, alias: string): Promise<null> => {
      await devices.rename(caller, await byAccess(access), alias);
      return null;
    },

    delete: async (caller: TPrincipal, access: TDeviceAccess): Promise<null> => {
      await devices.delete(caller, await byAccess(access));
      return null;
    },
  };
}
export type WeatherStationService = ReturnType<typeof createWeatherStationService>;
