import { z } from 'zod';
import type { TDeviceKind } from '@sunfleet/protocols/dictionary';
import { ZDeviceKind } from '@sunfleet/protocols/dictionary';
import { ZDeviceStatus, ZOperatingState } from './enums.ts';
import { ZPageQuery } from './paging.ts';
import { uniqueList, ZAlias } from './validators.ts';
import { ZDate, ZEnergyFlow } from './plants.ts';

/**
 * Inverters and meters across the caller's plants (spec section 7 "Inverters", "Meters and
 * batteries"): lists with counts by status, one device's numbers by family (PV input, AC output,
 * grid, meter, battery, EPS, load, generator), its day curves and energy bars, custom chart
 * parameters. Power is in kW, energy in kWh, other values in their dictionary's unit; instants
 * are ISO 8601 UTC; chart labels are local times of the device's plant.
 */

/** The type code of spec section 3 a device reports as, from its dictionary (or its kind). */
const typeCodeByDictionary: Record<string, number> = {
  deye_hybrid: 2,
  solis_hybrid: 2,
  deye_sg04lp3: 93,
  sunfleet_micro: 3,
};
const typeCodeByKind: Partial<Record<TDeviceKind, number>> = {
  inverterString: 1,
  inverterMicro: 3,
  inverterSinglePhaseHybrid: 22,
  // Any code the spec does not list is a three-phase hybrid.
  inverterThreePhaseHybrid: 0,
};
export const inverterTypeCodeOf = (kind: string, dictionaryId: string): number =>
  typeCodeByDictionary[dictionaryId] ?? typeCodeByKind[kind as TDeviceKind] ?? 0;

const ZInstant = z.iso.datetime().nullable();
const ZSn = z.string().trim().min(1).max(64);
export const ZSnParams = z.object({ sn: ZSn });

/** The plant and gateway a device belongs to: every detail page links back to both. */
export const ZDevicePlace = z.object({
  plant: z.object({ id: z.string(), name: z.string(), timeZone: z.string() }).nullable(),
  gatewaySn: z.string(),
});

/** Filters of the inverter and meter lists: status, a keyword (SN, alias, plant name), a type. */
export const ZDeviceListQuery = ZPageQuery.extend({
  status: ZDeviceStatus.optional(),
  keyword: z.string().trim().max(64).optional(),
  kind: ZDeviceKind.optional(),
});
export type TDeviceListQuery = z.infer<typeof ZDeviceListQuery>;
export const ZDeviceExportQuery = ZDeviceListQuery.omit({ page: true, size: true });

/** A row of `GET /inverters`. */
export const ZInverterRow = ZDevicePlace.extend({
  sn: z.string(),
  alias: z.string(),
  status: ZDeviceStatus,
  /** Running, standby or shut down by its last status word; null when it names none. */
  operatingState: ZOperatingState.nullable(),
  kind: ZDeviceKind,
  typeCode: z.number().int(),
  /** The type code's family name in the reply language. */
  typeName: z.string(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  ratedPower: z.number().nullable(),
  power: z.number().nullable(),
  energyToday: z.number().nullable(),
  lastSeen: ZInstant,
});
export type TInverterRow = z.infer<typeof ZInverterRow>;

/** Families of an inverter's values, each with its own routes (`/inverter/{family}/{sn}/…`). */
export const inverterFamilies = ['grid', 'meter', 'battery', 'eps', 'load', 'gen'] as const;
export const ZInverterFamily = z.enum(inverterFamilies);
export type TInverterFamily = z.infer<typeof ZInverterFamily>;

/** `GET /inverter/{sn}`: the row, its totals and which views the detail page shows. */
export const ZInverterDetail = ZInverterRow.extend({
  dictionaryId: z.string(),
  energyTotal: z.number().nullable(),
  temperature: z.number().nullable(),
  /** PV inputs (MPPTs / strings; a micro inverter's panels) its dictionary reads. */
  pvInputs: z.number().int(),
  /** AC phases its dictionary reads per phase (0: one total only). */
  phases: z.number().int(),
  families: z.array(ZInverterFamily),
  isMicro: z.boolean(),
});
export type TInverterDetail = z.infer<typeof ZInverterDetail>;

/** One value of a device now, named in the reply language. */
export const ZNamedValue = z.object({
  key: z.string(),
  name: z.string(),
  value: z.union([z.number(), z.string()]),
  unit: z.string(),
});
export type TNamedValue = z.infer<typeof ZNamedValue>;

/** A family's values now (`/inverter/grid/{sn}/realtime`, `/inverter/gen/{sn}/realtime` …). */
export const ZFamilyRealtime = z.object({ readAt: ZInstant, values: z.array(ZNamedValue) });
export type TFamilyRealtime = z.infer<typeof ZFamilyRealtime>;

/** One PV input now (`/pvIVRealtime`): voltage V, current A, power kW (V × A when not reported). */
export const ZPvInput = z.object({
  input: z.number().int(),
  voltage: z.number().nullable(),
  current: z.number().nullable(),
  power: z.number().nullable(),
});
export const ZPvInputs = z.object({ readAt: ZInstant, inputs: z.array(ZPvInput) });
export type TPvInputs = z.infer<typeof ZPvInputs>;

/** `/realtime/input`: the PV inputs with the DC total and the day's and lifetime PV energy. */
export const ZInverterInput = ZPvInputs.extend({
  power: z.number().nullable(),
  energyToday: z.number().nullable(),
  energyTotal: z.number().nullable(),
});
export type TInverterInput = z.infer<typeof ZInverterInput>;

/** One AC phase now: voltage V, current A, power kW. */
export const ZAcPhase = z.object({
  phase: z.string(),
  voltage: z.number().nullable(),
  current: z.number().nullable(),
  power: z.number().nullable(),
});
/** `/realtime/output` (and a meter's realtime): per-phase values and the totals. */
export const ZAcOutput = z.object({
  readAt: ZInstant,
  phases: z.array(ZAcPhase),
  power: z.number().nullable(),
  frequency: z.number().nullable(),
  /** Every other value of the family (reactive power, power factor …). */
  values: z.array(ZNamedValue),
});
export type TAcOutput = z.infer<typeof ZAcOutput>;

/** A series of a chart: a value key (or energy role), its name and unit. */
export const ZChartSeries = z.object({ key: z.string(), name: z.string(), unit: z.string() });
export type TChartSeries = z.infer<typeof ZChartSeries>;

/**
 * A local day of a device in 5-minute averages: each point's `values` in the order of `series`,
 * null where the bucket has none.
 */
export const ZDeviceCurve = z.object({
  date: z.string(),
  timeZone: z.string(),
  series: z.array(ZChartSeries),
  points: z.array(z.object({ time: z.string(), values: z.array(z.number().nullable()) })),
});
export type TDeviceCurve = z.infer<typeof ZDeviceCurve>;

/**
 * A device's energy (kWh) by day of a month, month of a year or year of its life: every slot,
 * null where none was measured; `partialLabel` is the running one; totals in `series` order.
 */
export const ZDeviceEnergyBars = z.object({
  timeZone: z.string(),
  series: z.array(ZChartSeries),
  bars: z.array(z.object({ label: z.string(), values: z.array(z.number().nullable()) })),
  partialLabel: z.string().nullable(),
  total: z.array(z.number()),
});
export type TDeviceEnergyBars = z.infer<typeof ZDeviceEnergyBars>;

/** `?keys=a,b`: the parameters of a custom chart (at most 6, spec section 9). */
export const maxChartParameters = 6;
export const maxSelectableParameters = 30;
const ZParameterKey = z.string().regex(/^[a-z][A-Za-z0-9]{0,63}$/);
export const ZCurveQuery = z.object({
  date: ZDate,
  keys: z
    .string()
    .max(600)
    .optional()
    .transform((text) => (text ? text.split(',').filter(Boolean) : undefined))
    .pipe(z.array(ZParameterKey).max(maxChartParameters).optional()),
});

/** `/genMi/{sn}/byDate`: a micro inverter's energy per day of a range. */
export const ZMicroByDate = ZDeviceEnergyBars;

/** `GET /inverter/params`: parameters a chart may show (at most 30). */
export const ZChartParameter = ZChartSeries;
export const ZChartParameters = z.array(ZChartParameter);
export const ZParamsQuery = z.object({ sn: ZSn.optional() });

/** `GET`/`POST /inverter/params/custom`: the user's picks for the custom chart (at most 6). */
export const ZCustomParameters = z.object({
  keys: uniqueList(ZParameterKey, { max: maxChartParameters }),
});
export type TCustomParameters = z.infer<typeof ZCustomParameters>;

/** `POST /inverter/{sn}/alias`, `/meter/{sn}/alias`. */
export const ZAliasBody = z.object({ alias: ZAlias });

/** `GET /inverter/{sn}/flow`: the inverter's own energy flow now. */
export const ZInverterFlow = ZEnergyFlow;

/** A row of `GET /meters`. */
export const ZMeterRow = ZDevicePlace.extend({
  sn: z.string(),
  alias: z.string(),
  status: ZDeviceStatus,
  model: z.string().nullable(),
  /** Grid power, positive when importing. */
  power: z.number().nullable(),
  importToday: z.number().nullable(),
  exportToday: z.number().nullable(),
  isMaster: z.boolean(),
  lastSeen: ZInstant,
});
export type TMeterRow = z.infer<typeof ZMeterRow>;

/** `GET /meter/{sn}/realtime`: per-phase values, import and export totals. */
export const ZMeterRealtime = ZAcOutput.extend({
  importTotal: z.number().nullable(),
  exportTotal: z.number().nullable(),
  importToday: z.number().nullable(),
  exportToday: z.number().nullable(),
});
export type TMeterRealtime = z.infer<typeof ZMeterRealtime>;
