import type {
  TDeviceCurve,
  TDeviceEnergyBars,
  TDeviceListQuery,
  TMeterRealtime,
  TMeterRow,
} from '@sunfleet/contract/inverters';
import type { TLang } from '@sunfleet/contract/lang';
import { inputMessage } from '@sunfleet/contract/messages';
import type { TPage } from '@sunfleet/contract/paging';
import { findShippedDictionary } from '@sunfleet/protocols/dictionaries/catalog';
import type { TPrincipal } from '../../../plugins/authentication.ts';
import { fieldRefusal } from '../../../plugins/envelope.ts';
import type { TDeviceAccess } from '../../../plugins/resource-access.ts';
import type { TTenancy } from '../../../tenancy.ts';
import type { TChartSpan } from '../../plants/chart-service.ts';
import type { DeviceChartService } from '../device-chart-service.ts';
import {
  meterSources,
  namedValues,
  numberOf,
  phaseCountOf,
  phasesOf,
  roleValue,
  rankedSeriesOf,
  singleMeterSources,
} from '../device-values.ts';
import { energyRolesOf } from '../families.ts';
import type { TDeviceRow } from '../repository.ts';
import type { DeviceService } from '../service.ts';
import type { MeterRepository } from './repository.ts';

/** Keys a meter's phase table shows; every other value is listed beside it. */
const phaseKeys = /^(grid(Voltage|Current|Power)|externalCtPower)(L\d)?$/;

/** Energy meters (spec section 7 "Meters and batteries") and which one is a plant's master meter. */
export function createMeterService({
  devices,
  charts,
  repository,
}: {
  devices: DeviceService;
  charts: DeviceChartService;
  repository: MeterRepository;
}) {
  /** The meter of a route's `:sn`: "not found" (3) when the SN is a gateway's or another device's. */
  const meterOf = (access: TDeviceAccess) => devices.ofAccess('meter', access);

  function rowOf(device: TDeviceRow): TMeterRow {
    return {
      sn: device.sn,
      alias: device.alias,
      status: device.status,
      model: device.model ?? findShippedDictionary(device.dictionaryId)?.model ?? null,
      power: device.roles.gridPower ?? null,
      importToday: device.today ? (device.today.gridImportEnergyTotal ?? 0) : null,
      exportToday: device.today ? (device.today.gridExportEnergyTotal ?? 0) : null,
      isMaster: device.isMaster,
      lastSeen: device.lastSeen,
      plant: device.plant,
      gatewaySn: device.gatewaySn,
    };
  }

  return {
    async list(tenancy: TTenancy, query: TDeviceListQuery): Promise<TPage<TMeterRow>> {
      const { page, size, keyword, ...filter } = query;
      const found = await devices.list(tenancy, 'meter', { ...filter, search: keyword }, { page, size });
      return { infos: found.infos.map(rowOf), total: found.total };
    },

    counts: (tenancy: TTenancy) => devices.counts(tenancy, 'meter'),

    detail: async (access: TDeviceAccess): Promise<TMeterRow> => rowOf(await meterOf(access)),

    async realtime(access: TDeviceAccess, lang: TLang): Promise<TMeterRealtime> {
      const device = await meterOf(access);
      const dictionary = await devices.dictionaryOf(device.dictionaryId);
      const { readAt, values } = await devices.latest(device, lang);
      const keys = dictionary.entries.map((entry) => entry.key);
      const perPhase = dictionary.entries.filter((entry) => phaseKeys.test(entry.key));
      const power = roleValue(dictionary, values, 'gridPower');
      return {
        readAt,
        phases: phasesOf(values, phaseCountOf(perPhase), meterSources, singleMeterSources, power),
        power,
        frequency: roleValue(dictionary, values, 'gridFrequency'),
        importTotal: roleValue(dictionary, values, 'gridImportEnergyTotal'),
        exportTotal: roleValue(dictionary, values, 'gridExportEnergyTotal'),
        importToday: keys.includes('dailyEnergyBought')
          ? numberOf(values, 'dailyEnergyBought')
          : (device.today?.gridImportEnergyTotal ?? null),
        exportToday: keys.includes('dailyEnergySold')
          ? numberOf(values, 'dailyEnergySold')
          : (device.today?.gridExportEnergyTotal ?? null),
        values: [
          ...namedValues(dictionary, values, 'grid', lang, new Set(perPhase.map((entry) => entry.key))),
          ...namedValues(dictionary, values, 'meter', lang, new Set(perPhase.map((entry) => entry.key))),
        ],
      };
    },

    /** A local day of the meter's values (power, voltage, current, frequency …) in 5-minute averages. */
    async curve(access: TDeviceAccess, date: string, lang: TLang): Promise<TDeviceCurve> {
      const device = await meterOf(access);
      const dictionary = await devices.dictionaryOf(device.dictionaryId);
      return charts.curve(devices.clockOf(device), date, rankedSeriesOf(dictionary.entries, lang));
    },

    async energyBars(
      access: TDeviceAccess,
      span: Exclude<TChartSpan, { kind: 'day' }>,
      lang: TLang,
    ): Promise<TDeviceEnergyBars> {
      const device = await meterOf(access);
      return charts.energyBars(devices.clockOf(device), span, energyRolesOf.meter, lang);
    },

    async rename(caller: TPrincipal, access: TDeviceAccess, alias: string): Promise<TMeterRow> {
      const device = await meterOf(access);
      await devices.rename(caller, device, alias);
      return rowOf({ ...device, alias });
    },

    async delete(caller: TPrincipal, access: TDeviceAccess): Promise<null> {
      await devices.delete(caller, await meterOf(access));
      return null;
    },

    /**
     * Makes the meter its plant's master meter: the one that speaks for the plant's grid
     * connection in the energy flow and the rollups (ADR 0027). A meter without a plant has none.
     */
    async makeMaster(caller: TPrincipal, access: TDeviceAccess, lang: TLang): Promise<TMeterRow> {
      const device = await meterOf(access);
      await devices.checkChangeable(caller, device);
      if (!device.plant) throw fieldRefusal({ field: 'sn', message: inputMessage('notAMeter', lang) });
      await repository.makeMaster(device.plant.id, device.id);
      return rowOf({ ...device, isMaster: true });
    },
  };
}
export type MeterService = ReturnType<typeof createMeterService>;
