import { deviceAbilities } from '@sunfleet/contract/abilities';
import { ErrorCode, type TErrorCode } from '@sunfleet/contract/errors';
import type {
  TDeviceDayCurve,
  TDeviceInfo,
  TFleetDeviceRow,
  TFleetDeviceQuery,
} from '@sunfleet/contract/fleet-devices';
import type { TLang } from '@sunfleet/contract/lang';
import type { TPage, TPageQuery } from '@sunfleet/contract/paging';
import type { TStatusCounts } from '@sunfleet/contract/plants';
import type { TLatestValues } from '@sunfleet/contract/telemetry';
import { findShippedDictionary } from '@sunfleet/protocols/dictionaries/catalog';
import { ZProtocolDictionary, type TProtocolDictionary } from '@sunfleet/protocols/dictionary';
import type { TPrincipal } from '../../plugins/authentication.ts';
import { AppError } from '../../plugins/envelope.ts';
import type { TDeviceAccess } from '../../plugins/resource-access.ts';
import { tenancyOf, type TTenancy } from '../../tenancy.ts';
import type { MaintenanceLog } from '../logs/maintenance-log.ts';
import type { PlantsService } from '../plants/service.ts';
import type { TelemetryRepository } from '../telemetry/repository.ts';
import type { DeviceChartService } from './device-chart-service.ts';
import type { DeviceRepository, TDeviceClass, TDeviceFilter, TDeviceRow } from './repository.ts';

/** A placeholder dictionary for a device whose dictionary was deleted: it reads nothing. */
const noDictionary = (id: string): TProtocolDictionary => ({
  id,
  kind: 'inverterString',
  model: id,
  blocks: [],
  entries: [],
});

/** What a route naming a device of another class (or a gateway) answers: 600 for inverters (spec). */
const missingCode: Record<TDeviceClass, TErrorCode> = {
  inverter: ErrorCode.inverterMissing,
  meter: ErrorCode.notFound,
  battery: ErrorCode.notFound,
  weatherStation: ErrorCode.notFound,
};

/**
 * A device being upgraded takes no change (alias, settings, master meter, delete, commands): the
 * upgrade would be left half-done or the change lost (spec section 8, code 603).
 */
export function refuseWhileUpgrading(device: { status: string }): void {
  if (device.status === 'updating') throw new AppError(ErrorCode.deviceUpgrading);
}

/**
 * The rules every kind of device shares (docs/adr/0042); the kinds' services (`inverters/`,
 * `meters/`, `batteries/`, `weather/`) add what differs.
 *
 * - A device is found within the caller's tenancy and class: code 3 otherwise (600 for inverters).
 * - Who may change it (alias, master meter, commands, delete): whoever may edit its plant; on no
 *   plant yet, the staff of its gateway's company and the platform — never a customer, who only
 *   sees the devices of a gateway assigned to them until it is bound to a plant.
 * - A device being upgraded refuses every change (603), after the check of who may change it.
 * - Deleting takes everything it reported with it, alike for every kind (`repository.delete`).
 */
export function createDeviceService({
  repository,
  telemetry,
  charts,
  plants,
  maintenanceLog,
}: {
  repository: DeviceRepository;
  telemetry: TelemetryRepository;
  charts: DeviceChartService;
  plants: PlantsService;
  maintenanceLog: MaintenanceLog;
}) {
  async function mayChange(caller: TPrincipal, device: TDeviceRow): Promise<void> {
    if (device.plant) await plants.access(caller, device.plant.id, 'edit');
    else if (caller.kind === 'customer') throw new AppError(ErrorCode.noPermission);
  }

  /** The caller may change the device and its state allows a change now. */
  async function checkChangeable(caller: TPrincipal, device: TDeviceRow): Promise<void> {
    await mayChange(caller, device);
    refuseWhileUpgrading(device);
  }

  const clockOf = (device: TDeviceRow) => ({ id: device.id, timeZone: device.plant?.timeZone ?? 'UTC' });

  return {
    checkChangeable,
    clockOf,

    /** A device of a class by id or SN within the caller's tenancy. */
    async find(
      caller: TPrincipal,
      deviceClass: TDeviceClass,
      by: { id: string } | { sn: string },
    ): Promise<TDeviceRow> {
      const device = await repository.find(deviceClass, by, tenancyOf(caller));
      if (!device) throw new AppError(missingCode[deviceClass]);
      return device;
    },

    /**
     * The device of a route's `:sn` (its declared access resolved it) if it is of the class, or of
     * one of the classes (the first one's code when it is not).
     */
    async ofAccess(
      deviceClass: TDeviceClass | readonly [TDeviceClass, ...TDeviceClass[]],
      access: TDeviceAccess,
    ): Promise<TDeviceRow> {
      const device =
        access.kind === 'device'
          ? await repository.find(deviceClass, { id: access.id }, 'resolved')
          : undefined;
      if (!device)
        throw new AppError(missingCode[typeof deviceClass === 'string' ? deviceClass : deviceClass[0]]);
      return device;
    },

    list: (tenancy: TTenancy, deviceClass: TDeviceClass, filter: TDeviceFilter, page: TPageQuery) =>
      repository.list(tenancy, deviceClass, filter, page),

    all: (tenancy: TTenancy, deviceClass: TDeviceClass, filter: TDeviceFilter) =>
      repository.all(tenancy, deviceClass, filter),

    /**
     * A page of the device screens' list of a class (batteries, weather stations): what every row
     * says of a device, and the readings of its kind from its newest values by role.
     */
    async page<T>(
      tenancy: TTenancy,
      deviceClass: TDeviceClass,
      { page, size, ...filter }: TFleetDeviceQuery,
      readingsOf: (roles: Record<string, number>) => T,
    ): Promise<TPage<TFleetDeviceRow & T>> {
      const found = await repository.list(tenancy, deviceClass, filter, { page, size });
      return {
        total: found.total,
        infos: found.infos.map((device) => ({
          id: device.id,
          sn: device.sn,
          alias: device.alias,
          status: device.status,
          plantId: device.plant?.id ?? null,
          plantName: device.plant?.name ?? null,
          plantTimeZone: device.plant?.timeZone ?? null,
          gatewaySn: device.gatewaySn,
          lastSeen: device.lastSeen,
          abilities: deviceAbilities(device.relation),
          ...readingsOf(device.roles),
        })),
      };
    },

    counts: (tenancy: TTenancy, deviceClass: TDeviceClass, plantId?: string): Promise<TStatusCounts> =>
      repository.counts(tenancy, deviceClass, plantId),

    /** Dictionaries of the devices of a class the caller sees. */
    dictionaryIdsOf: (tenancy: TTenancy, deviceClass: TDeviceClass) =>
      repository.dictionariesOf(tenancy, deviceClass),

    /** A device's dictionary: shipped, or a company's own. */
    async dictionaryOf(id: string): Promise<TProtocolDictionary> {
      const shipped = findShippedDictionary(id);
      if (shipped) return shipped;
      return ZProtocolDictionary.safeParse(await repository.storedDictionary(id)).data ?? noDictionary(id);
    },

    /** The device's newest values by key (none before its first reading) and when they were read. */
    async latest(
      device: TDeviceRow,
      lang: TLang,
    ): Promise<{ readAt: string | null; values: TLatestValues['values'] }> {
      const latest = await telemetry.latestValues(device.id, device.sn, lang);
      return { readAt: latest?.readAt ?? null, values: latest?.values ?? {} };
    },

    /** The device's newest reading as received, decoded (undefined before its first). */
    latestFrame: (device: TDeviceRow) => telemetry.latestFrame(device.id),

    /** What the device is and where it is, with the firmware its newest reading reports. */
    async info(device: TDeviceRow): Promise<TDeviceInfo> {
      const frame = await telemetry.latestFrame(device.id);
      const firmware = frame?.values.find((value) => value.role === 'firmwareVersion')?.value;
      const shipped = findShippedDictionary(device.dictionaryId);
      return {
        id: device.id,
        sn: device.sn,
        alias: device.alias,
        kind: device.kind,
        status: device.status,
        dictionaryId: device.dictionaryId,
        brand: device.brand ?? shipped?.brand ?? null,
        model: device.model ?? shipped?.model ?? null,
        firmwareVersion: typeof firmware === 'string' ? firmware : null,
        plantId: device.plant?.id ?? null,
        plantName: device.plant?.name ?? null,
        plantTimeZone: device.plant?.timeZone ?? null,
        gatewaySn: device.gatewaySn,
        lastSeen: device.lastSeen,
        createdAt: device.createdAt,
      };
    },

    /** 5-minute averages of `roles` over a local day of the device's plant (UTC without one). */
    dayCurve: (device: TDeviceRow, date: string, roles: readonly string[]): Promise<TDeviceDayCurve> =>
      charts.roleCurve(clockOf(device), date, roles),

    async rename(caller: TPrincipal, device: TDeviceRow, alias: string): Promise<void> {
      await checkChangeable(caller, device);
      await repository.rename(device.id, alias);
    },

    /** Deletes the device with everything it reported, and says so in the maintenance log. */
    async delete(caller: TPrincipal, device: TDeviceRow): Promise<void> {
      await checkChangeable(caller, device);
      await repository.delete(device, (tx) =>
        maintenanceLog.record(
          {
            actorUserId: caller.userId,
            action: 'delete',
            plantId: device.plant?.id ?? null,
            gatewaySn: device.gatewaySn,
            deviceSn: device.sn,
            detail: device.kind,
          },
          tx,
        ),
      );
    },
  };
}
export type DeviceService = ReturnType<typeof createDeviceService>;
