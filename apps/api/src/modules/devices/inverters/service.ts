import { inverterFamily, inverterFamilyNames } from '@sunfleet/contract/enums';
import {
  inverterTypeCodeOf,
  maxSelectableParameters,
  type TAcOutput,
  type TChartSeries,
  type TDeviceCurve,
  type TDeviceEnergyBars,
  type TDeviceListQuery,
  type TFamilyRealtime,
  type TInverterDetail,
  type TInverterInput,
  type TInverterRow,
  type TPvInputs,
} from '@sunfleet/contract/inverters';
import type { TLang } from '@sunfleet/contract/lang';
import type { TPage } from '@sunfleet/contract/paging';
import type { TEnergyFlow } from '@sunfleet/contract/plants';
import { findShippedDictionary, shippedDictionaries } from '@sunfleet/protocols/dictionaries/catalog';
import type { TProtocolDictionary } from '@sunfleet/protocols/dictionary';
import type { TRole } from '@sunfleet/protocols/roles';
import type { TPrincipal } from '../../../plugins/authentication.ts';
import type { TDeviceAccess } from '../../../plugins/resource-access.ts';
import type { TTenancy } from '../../../tenancy.ts';
import type { TChartSpan } from '../../plants/chart-service.ts';
import { plantFlowOf } from '../../plants/energy-flow.ts';
import {
  namedValues,
  outputSources,
  phaseCountOf,
  phasesOf,
  pvInputsOf,
  rankedSeriesOf,
  roleValue,
  seriesOf,
  singleOutputSources,
} from '../device-values.ts';
import {
  energyRolesOf,
  familiesOf,
  isCharted,
  keysOfView,
  pvInputCount,
  unitRank,
  type TView,
} from '../families.ts';
import type { DeviceChartService } from '../device-chart-service.ts';
import { operatingStateOf } from '../device-readings.ts';
import type { DeviceService } from '../service.ts';
import type { TDeviceRow } from '../repository.ts';
import type { InverterRepository } from './repository.ts';

/**
 * Inverters (spec section 7 "Inverters"): lists, one inverter's views and charts, custom chart
 * parameters; alias and delete are every device's (`../service.ts`), answered with the row.
 */
export function createInverterService({
  devices,
  charts,
  repository,
}: {
  devices: DeviceService;
  charts: DeviceChartService;
  repository: InverterRepository;
}) {
  /** The inverter of a route's `:sn`: 600 when the SN is a gateway's or another kind of device's. */
  const inverterOf = (access: TDeviceAccess) => devices.ofAccess('inverter', access);

  function rowOf(device: TDeviceRow, lang: TLang): TInverterRow {
    const shipped = findShippedDictionary(device.dictionaryId);
    const typeCode = inverterTypeCodeOf(device.kind, device.dictionaryId);
    return {
      sn: device.sn,
      alias: device.alias,
      status: device.status,
      operatingState: operatingStateOf(device),
      kind: device.kind as TInverterRow['kind'],
      typeCode,
      typeName: inverterFamilyNames[inverterFamily(typeCode)][lang],
      brand: device.brand ?? shipped?.brand ?? null,
      model: device.model ?? shipped?.model ?? null,
      ratedPower: device.ratedPower,
      // A micro inverter reports no PV side: its AC output is its generation.
      power: device.roles.pvPower ?? device.roles.acPower ?? null,
      energyToday: device.today?.pvEnergyTotal ?? (device.today ? 0 : null),
      lastSeen: device.lastSeen,
      plant: device.plant,
      gatewaySn: device.gatewaySn,
    };
  }

  /** The series of a view's day curve: its values that rollups average. */
  const viewSeries = (dictionary: TProtocolDictionary, view: TView, lang: TLang) =>
    rankedSeriesOf(keysOfView(dictionary, view), lang);

  /** Parameters a custom chart may pick from: what rollups average, at most 30. */
  function parametersOf(dictionaries: readonly TProtocolDictionary[], lang: TLang): TChartSeries[] {
    const seen = new Map<string, TChartSeries>();
    for (const dictionary of dictionaries)
      for (const series of seriesOf(dictionary.entries.filter(isCharted), lang))
        if (!seen.has(series.key))
          seen.set(series.key, { key: series.key, name: series.name, unit: series.unit });
    return [...seen.values()]
      .sort((a, b) => unitRank(a.unit) - unitRank(b.unit))
      .slice(0, maxSelectableParameters);
  }

  return {
    async list(tenancy: TTenancy, query: TDeviceListQuery, lang: TLang): Promise<TPage<TInverterRow>> {
      const { page, size, keyword, ...filter } = query;
      const found = await devices.list(tenancy, 'inverter', { ...filter, search: keyword }, { page, size });
      return { infos: found.infos.map((device) => rowOf(device, lang)), total: found.total };
    },

    async all(tenancy: TTenancy, query: Omit<TDeviceListQuery, 'page' | 'size'>, lang: TLang) {
      const { keyword, ...filter } = query;
      return (await devices.all(tenancy, 'inverter', { ...filter, search: keyword })).map((device) =>
        rowOf(device, lang),
      );
    },

    counts: (tenancy: TTenancy) => devices.counts(tenancy, 'inverter'),

    async detail(access: TDeviceAccess, lang: TLang): Promise<TInverterDetail> {
      const device = await inverterOf(access);
      const dictionary = await devices.dictionaryOf(device.dictionaryId);
      const { values } = await devices.latest(device, lang);
      return {
        ...rowOf(device, lang),
        dictionaryId: device.dictionaryId,
        energyTotal: roleValue(dictionary, values, 'pvEnergyTotal'),
        temperature: roleValue(dictionary, values, 'inverterTemperature'),
        pvInputs: pvInputCount(dictionary),
        phases: phaseCountOf(keysOfView(dictionary, 'output')),
        families: familiesOf(dictionary),
        isMicro: device.kind === 'inverterMicro',
      };
    },

    /** The values of one family now (grid, meter, battery, EPS, load, generator). */
    async familyRealtime(access: TDeviceAccess, view: TView, lang: TLang): Promise<TFamilyRealtime> {
      const device = await inverterOf(access);
      const dictionary = await devices.dictionaryOf(device.dictionaryId);
      const { readAt, values } = await devices.latest(device, lang);
      return { readAt, values: namedValues(dictionary, values, view, lang) };
    },

    async pvInputs(access: TDeviceAccess, lang: TLang): Promise<TPvInputs> {
      const device = await inverterOf(access);
      const dictionary = await devices.dictionaryOf(device.dictionaryId);
      const { readAt, values } = await devices.latest(device, lang);
      return {
        readAt,
        inputs: pvInputsOf(pvInputCount(dictionary), values),
      };
    },

    async input(access: TDeviceAccess, lang: TLang): Promise<TInverterInput> {
      const device = await inverterOf(access);
      const dictionary = await devices.dictionaryOf(device.dictionaryId);
      const { readAt, values } = await devices.latest(device, lang);
      return {
        readAt,
        inputs: pvInputsOf(pvInputCount(dictionary), values),
        power: roleValue(dictionary, values, 'pvPower'),
        energyToday: roleValue(dictionary, values, 'pvEnergyToday'),
        energyTotal: roleValue(dictionary, values, 'pvEnergyTotal'),
      };
    },

    async output(access: TDeviceAccess, lang: TLang): Promise<TAcOutput> {
      const device = await inverterOf(access);
      const dictionary = await devices.dictionaryOf(device.dictionaryId);
      const { readAt, values } = await devices.latest(device, lang);
      const output = keysOfView(dictionary, 'output');
      const power = roleValue(dictionary, values, 'acPower');
      const phases = phasesOf(values, phaseCountOf(output), outputSources, singleOutputSources, power);
      const inPhases = new Set(
        output
          .map((entry) => entry.key)
          .filter((key) =>
            /^(gridVoltage|inverterVoltage|inverterCurrent|gridCurrent|inverterPower)(L\d)?$/.test(key),
          ),
      );
      return {
        readAt,
        phases,
        power,
        frequency: roleValue(dictionary, values, 'gridFrequency'),
        values: namedValues(dictionary, values, 'output', lang, inPhases),
      };
    },

    /**
     * A local day's curve of a view's values, or of `keys` a user picked (the custom chart). The
     * inverter's own day shows PV input and AC output power.
     */
    async curve(
      access: TDeviceAccess,
      view: TView | 'power',
      date: string,
      lang: TLang,
      keys?: readonly string[],
    ): Promise<TDeviceCurve> {
      const device = await inverterOf(access);
      const dictionary = await devices.dictionaryOf(device.dictionaryId);
      const charted = dictionary.entries.filter(isCharted);
      const series = keys
        ? seriesOf(
            keys.flatMap((key) => charted.filter((entry) => entry.key === key)),
            lang,
          )
        : view === 'power'
          ? seriesOf(
              [
                ...charted.filter((entry) => entry.role === 'pvPower'),
                ...charted.filter((entry) => entry.role === 'acPower'),
              ],
              lang,
            )
          : viewSeries(dictionary, view, lang);
      return charts.curve(devices.clockOf(device), date, series);
    },

    async energyBars(
      access: TDeviceAccess,
      view: TView,
      span: Exclude<TChartSpan, { kind: 'day' }>,
      lang: TLang,
    ): Promise<TDeviceEnergyBars> {
      const device = await inverterOf(access);
      return charts.energyBars(devices.clockOf(device), span, energyRolesOf[view], lang);
    },

    /** A micro inverter's energy per local date of a range. */
    async energyByDate(access: TDeviceAccess, from: string, to: string, lang: TLang) {
      const device = await inverterOf(access);
      return charts.byDate(devices.clockOf(device), from, to, ['pvEnergyTotal'] satisfies TRole[], lang);
    },

    /** The inverter's own energy flow now: PV, load, grid, battery by its newest values. */
    async flow(access: TDeviceAccess): Promise<TEnergyFlow> {
      const device = await inverterOf(access);
      if (!device.lastSeen || Object.keys(device.roles).length === 0)
        return { pv: null, load: null, grid: null, battery: null, soc: null, generator: null, readAt: null };
      const flow = plantFlowOf([
        { kind: device.kind, roles: device.roles, readAt: new Date(device.lastSeen) },
      ]);
      const dictionary = await devices.dictionaryOf(device.dictionaryId);
      const generator = dictionary.entries.some((entry) => entry.key === 'generatorPower')
        ? (await devices.latest(device, 'en')).values.generatorPower
        : undefined;
      const generatorKw =
        generator && typeof generator.value === 'number'
          ? generator.value / (generator.unit === 'W' ? 1000 : 1)
          : null;
      return { ...flow, generator: generatorKw };
    },

    /** Parameters a custom chart may show: those of one inverter, or of every inverter the caller sees. */
    async parameters(tenancy: TTenancy, access: TDeviceAccess | null, lang: TLang): Promise<TChartSeries[]> {
      if (access) {
        const device = await inverterOf(access);
        return parametersOf([await devices.dictionaryOf(device.dictionaryId)], lang);
      }
      const ids = await devices.dictionaryIdsOf(tenancy, 'inverter');
      const dictionaries =
        ids.length === 0
          ? shippedDictionaries.filter((dictionary) => dictionary.kind.startsWith('inverter'))
          : await Promise.all(ids.map((id) => devices.dictionaryOf(id)));
      return parametersOf(dictionaries, lang);
    },

    async customParameters(caller: TPrincipal): Promise<{ keys: string[] }> {
      return { keys: (await repository.parameterPicks(caller.userId)) ?? [] };
    },

    async saveCustomParameters(caller: TPrincipal, keys: string[]): Promise<{ keys: string[] }> {
      await repository.saveParameterPicks(caller.userId, keys);
      return { keys };
    },

    async rename(
      caller: TPrincipal,
      access: TDeviceAccess,
      alias: string,
      lang: TLang,
    ): Promise<TInverterRow> {
      const device = await inverterOf(access);
      await devices.rename(caller, device, alias);
      return rowOf({ ...device, alias }, lang);
    },

    async delete(caller: TPrincipal, access: TDeviceAccess): Promise<null> {
      await devices.delete(caller, await inverterOf(access));
      return null;
    },
  };
}
export type InverterService = ReturnType<typeof createInverterService>;
