import { ErrorCode } from '@sunfleet/contract/errors';
import type { TDeviceDayCurve, TDeviceInfo } from '@sunfleet/contract/fleet-devices';
import type { TPrincipal } from '../../plugins/authentication.ts';
import { AppError } from '../../plugins/envelope.ts';
import { tenancyOf } from '../../tenancy.ts';
import type { PlantsService } from '../plants/service.ts';
import type { TelemetryRepository } from '../telemetry/repository.ts';
import type { FleetDevicesRepository, TFleetDeviceRef } from './fleet-devices.repository.ts';

/**
 * The rules of the device screens shared by every kind of device: a device is found within the
 * caller's tenancy and kind (code 3 otherwise, as for any id the caller does not see); renaming or
 * deleting one takes the right to edit its plant, or, for a device on no plant yet, company staff.
 */
export function createFleetDevicesService({
  fleet,
  telemetry,
  plants,
}: {
  fleet: FleetDevicesRepository;
  telemetry: TelemetryRepository;
  plants: PlantsService;
}) {
  async function mayEdit(caller: TPrincipal, device: TFleetDeviceRef) {
    if (device.plantId) await plants.access(caller, device.plantId, 'edit');
    else if (caller.kind === 'customer') throw new AppError(ErrorCode.noPermission);
  }

  return {
    async find(
      caller: TPrincipal,
      kind: string,
      by: { id: string } | { sn: string },
    ): Promise<TFleetDeviceRef> {
      const device = await fleet.find(kind, tenancyOf(caller), by);
      if (!device) throw new AppError(ErrorCode.notFound);
      return device;
    },

    /** What the device is, with the firmware its newest reading reports. */
    async info(device: TFleetDeviceRef): Promise<TDeviceInfo> {
      const frame = await telemetry.latestFrame(device.id);
      const firmware = frame?.values.find((value) => value.role === 'firmwareVersion')?.value;
      const info = await fleet.info(device.id, typeof firmware === 'string' ? firmware : null);
      if (!info) throw new AppError(ErrorCode.notFound);
      return info;
    },

    /** 5-minute averages of `roles` over a local day of the device's plant. */
    async dayCurve(
      device: TFleetDeviceRef,
      date: string,
      roles: readonly string[],
    ): Promise<TDeviceDayCurve> {
      const info = await fleet.info(device.id, null);
      return fleet.dayCurve({ id: device.id, plantTimeZone: info?.plantTimeZone ?? null }, date, roles);
    },

    async rename(caller: TPrincipal, device: TFleetDeviceRef, alias: string): Promise<void> {
      await mayEdit(caller, device);
      await fleet.rename(device.id, alias);
    },

    async remove(caller: TPrincipal, device: TFleetDeviceRef): Promise<void> {
      await mayEdit(caller, device);
      await fleet.remove(device.id);
    },
  };
}
export type FleetDevicesService = ReturnType<typeof createFleetDevicesService>;
