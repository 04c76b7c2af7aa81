import { z } from 'zod';
import { ZDeviceStatus, ZOperatingState, ZPlantType, ZShareRole } from './enums.ts';
import { ZPageQuery } from './paging.ts';
import {
  ZAccount,
  ZCapacity,
  ZGatewayKey,
  ZGatewaySn,
  ZPlantName,
  ZPrice,
  ZPriceSegments,
  ZWeekdays,
  decimalInRange,
  plainText,
} from './validators.ts';

/**
 * Plants (spec sections 3, 4, 6, 7 "Plants", 9): the creation wizard and edit forms, the fleet
 * list, the overview's charts and energy flow, sharing and transfer. Web forms and api routes
 * parse with the same schemas. Power is in kW, energy in kWh, money in the plant's currency;
 * instants are ISO 8601 UTC, chart labels are local to the plant's time zone.
 */

const fail = (message: string, params?: Record<string, string | number>) =>
  params ? { message, params } : { message };

// ---------------------------------------------------------------------------------------------
// Dictionaries

/** Currencies a plant's income can be counted in (ISO 4217); `/dict/currencies` lists them. */
export const currencies = [
  'USD',
  'EUR',
  'CNY',
  'GBP',
  'JPY',
  'AUD',
  'CAD',
  'CHF',
  'INR',
  'BRL',
  'MXN',
  'ZAR',
  'KRW',
  'SGD',
  'HKD',
  'TWD',
  'THB',
  'VND',
  'IDR',
  'MYR',
  'PHP',
  'PKR',
  'TRY',
  'PLN',
  'CZK',
  'HUF',
  'SEK',
  'NOK',
  'DKK',
  'NZD',
  'CLP',
  'COP',
  'PEN',
  'ARS',
  'EGP',
  'NGN',
  'KES',
  'SAR',
  'AED',
  'ILS',
] as const;
export const ZCurrency = z
  .string()
  .refine((v) => (currencies as readonly string[]).includes(v), fail('currency'));

/** True for an IANA zone name the runtime knows (`UTC`, `Europe/Madrid` …). */
export function isTimeZone(value: string): boolean {
  if (!value) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
/** An IANA zone, stored in its canonical spelling (`asia/shanghai` becomes `Asia/Shanghai`). */
export const ZTimeZone = z
  .string()
  .trim()
  .refine(isTimeZone, fail('timeZone'))
  .transform((zone) => new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone);

/** A calendar date, YYYY-MM-DD, that exists (no 30 February). */
const isCalendarDate = (v: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)) && new Date(v).toISOString().startsWith(v);
export const ZDate = z.string().refine(isCalendarDate, fail('date'));

/** `/dict/*` answers: a code and its name in the reply language. */
export const ZDictEntry = z.object({ code: z.string(), name: z.string() });
export type TDictEntry = z.infer<typeof ZDictEntry>;
/** `/dict/timezones`: IANA name and its current UTC offset (`+08:00`). */
export const ZTimeZoneEntry = ZDictEntry.extend({ offset: z.string() });
export type TTimeZoneEntry = z.infer<typeof ZTimeZoneEntry>;

// ---------------------------------------------------------------------------------------------
// Forms

/**
 * A coordinate typed by hand or picked on the map: a number (or numeric text) with at most 8
 * decimals inside the range. A bad one is refused with code 10 ('Wrong format of longitude and
 * latitude'), not code 4.
 */
const coordinate = (limit: number) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .refine((v) => /^-?\d{1,3}(\.\d{1,8})?$/.test(v) && Math.abs(Number(v)) <= limit, fail('coordinates'))
    .transform(Number);
export const ZLatitude = coordinate(90);
export const ZLongitude = coordinate(180);
/** The input message key that makes the api answer code 10 instead of 4. */
export const coordinatesMessage = 'coordinates';

export const ZPlantLocation = z.object({
  latitude: ZLatitude,
  longitude: ZLongitude,
  address: plainText(120),
  timeZone: ZTimeZone,
});
export type TPlantLocation = z.infer<typeof ZPlantLocation>;

/**
 * How income is counted: one constant price per kWh generated; time-of-use prices (up to 6
 * segments covering the day, applying on the chosen weekdays — generation on other days earns
 * nothing); or by the use of the generation: exported kWh at the feed-in price, self-used kWh at
 * the self-use price.
 */
export const ZPlantIncome = z.discriminatedUnion('method', [
  z.object({ method: z.literal('constant'), currency: ZCurrency, price: ZPrice }),
  z.object({
    method: z.literal('timeOfUse'),
    currency: ZCurrency,
    segments: ZPriceSegments,
    weekdays: ZWeekdays,
  }),
  z.object({
    method: z.literal('byGeneration'),
    currency: ZCurrency,
    feedInPrice: ZPrice,
    selfUsePrice: ZPrice,
  }),
]);
export type TPlantIncome = z.infer<typeof ZPlantIncome>;
export type TPlantIncomeInput = z.input<typeof ZPlantIncome>;

export const ZPlantContacts = z.object({
  contact: plainText(20),
  phone: plainText(20).refine((v) => v === '' || /^\+?[\d\s()-]{5,20}$/.test(v), fail('illegal')),
  installer: plainText(40),
});
export type TPlantContacts = z.infer<typeof ZPlantContacts>;

export const ZGatewayCredentials = z.object({ sn: ZGatewaySn, key: ZGatewayKey });
export type TGatewayCredentials = z.infer<typeof ZGatewayCredentials>;

/** Name, type, size and place of a plant: the "basic information" part of creation and edit. */
export const ZPlantInfo = z.object({
  name: ZPlantName,
  alias: plainText(30).default(''),
  type: ZPlantType,
  /** Installed capacity, kWp, 0 to 50000. */
  capacity: ZCapacity,
  commissioningDate: ZDate,
  location: ZPlantLocation,
  /** Total investment in the income currency, optional. */
  investment: decimalInRange(0, 999999999, 2).nullable().default(null),
  /** URL returned by `POST /plant/thumbnail`, or null for none. */
  picture: z.string().max(300).nullable().default(null),
});
export type TPlantInfo = z.infer<typeof ZPlantInfo>;
export type TPlantInfoInput = z.input<typeof ZPlantInfo>;

/** `POST /api/v1/plant`: the whole wizard (bind device, income, location, price). */
export const ZPlantCreate = ZPlantInfo.extend({
  income: ZPlantIncome,
  contacts: ZPlantContacts,
  gateway: ZGatewayCredentials,
  /** The company's customer the plant is built for (they see it read-only); staff only. */
  customerId: z.uuid().nullable().default(null),
});
export type TPlantCreate = z.infer<typeof ZPlantCreate>;
export type TPlantCreateInput = z.input<typeof ZPlantCreate>;

/** `POST /api/v1/plant/{id}`: every field of creation but the gateway (replaced on its own). */
export const ZPlantUpdate = ZPlantInfo.extend({
  income: ZPlantIncome,
  contacts: ZPlantContacts,
  /** The customer the plant is built for; null for none, left out to keep it. Staff only. */
  customerId: z.uuid().nullable().optional(),
});
export type TPlantUpdate = z.infer<typeof ZPlantUpdate>;
export type TPlantUpdateInput = z.input<typeof ZPlantUpdate>;

/** `POST /plant/thumbnail` answer: the picture's URL to put in `picture`. */
export const ZPictureResult = z.object({ url: z.string() });

// ---------------------------------------------------------------------------------------------
// Lists

/**
 * How the caller relates to a plant: its owner, a share, the company's customer it is built for
 * (read only), its company's staff, the principal company looking at its agent's plant (read only,
 * ADR 0031), or the platform.
 */
export const plantRoles = [
  'owner',
  'manager',
  'visitor',
  'customer',
  'company',
  'principal',
  'platform',
] as const;
export const ZPlantRole = z.enum(plantRoles);
export type TPlantRole = z.infer<typeof ZPlantRole>;

/**
 * What a role may do to a plant (spec sections 4 and 6): visitors, the customer a company plant
 * is built for and the principal of the plant's company read only, managers edit,
 * owners do everything; company staff edit, transfer and delete their company's plants but do
 * not share them (703). The caller's permissions (station.edit …) apply on top.
 */
export function plantAbilities(role: TPlantRole) {
  const isOwner = role === 'owner';
  const isStaff = role === 'company' || role === 'platform';
  return {
    canEdit: isOwner || isStaff || role === 'manager',
    canShare: isOwner,
    canTransfer: isOwner || isStaff,
    canDelete: isOwner || isStaff,
  };
}

export const plantSorts = [
  'createdAt',
  'name',
  'capacity',
  'power',
  'energyToday',
  'energyTotal',
  'lastUpdate',
] as const;

/** `GET /api/v1/plants`. */
export const ZPlantListQuery = ZPageQuery.extend({
  status: ZDeviceStatus.optional(),
  /** Matches name, alias or address, case-insensitively. */
  keyword: z.string().trim().max(64).optional(),
  sort: z.enum(plantSorts).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type TPlantListQuery = z.infer<typeof ZPlantListQuery>;

/** How many plants (or devices) are in each status of spec section 4, and all of them. */
export const ZStatusCounts = z.object({
  all: z.number().int(),
  normal: z.number().int(),
  offline: z.number().int(),
  warning: z.number().int(),
  fault: z.number().int(),
  updating: z.number().int(),
});
export type TStatusCounts = z.infer<typeof ZStatusCounts>;
export const ZPlantStatusCounts = ZStatusCounts;
export type TPlantStatusCounts = z.infer<typeof ZPlantStatusCounts>;

export const ZPlantListItem = z.object({
  id: z.uuid(),
  name: z.string(),
  alias: z.string(),
  type: ZPlantType,
  status: ZDeviceStatus,
  capacity: z.number(),
  /** PV power now (kW), null before the first reading. */
  power: z.number().nullable(),
  energyToday: z.number(),
  energyTotal: z.number(),
  /** Newest reading of any of its devices. */
  lastUpdate: z.iso.datetime().nullable(),
  role: ZPlantRole,
  /** The customer who owns it (name, or account without one); null: the company's own plant. */
  owner: z.string().nullable(),
  /** The installer company (the list shows it to platform administrators). */
  company: z.string().nullable(),
  /** Warnings and faults not closed yet. */
  openAlarms: z.number().int(),
  /** Today's generation per kWp of capacity (kWh/kWp); null without a capacity. */
  specificYield: z.number().nullable(),
  picture: z.string().nullable(),
  address: z.string(),
  timeZone: z.string(),
  createdAt: z.iso.datetime(),
});
export type TPlantListItem = z.infer<typeof ZPlantListItem>;

/** The fleet list: a page, its total, and the status counts of everything the keyword matches. */
export const ZPlantList = z.object({
  infos: z.array(ZPlantListItem),
  total: z.number().int(),
  counts: ZPlantStatusCounts,
});
export type TPlantList = z.infer<typeof ZPlantList>;

/** `GET /plants/map`: every visible plant with a position (optionally of one status). */
export const ZPlantMapQuery = z.object({
  status: ZDeviceStatus.optional(),
  keyword: z.string().trim().max(64).optional(),
});
export const ZPlantMarker = z.object({
  id: z.uuid(),
  name: z.string(),
  status: ZDeviceStatus,
  latitude: z.number(),
  longitude: z.number(),
  capacity: z.number(),
  power: z.number().nullable(),
});
export type TPlantMarker = z.infer<typeof ZPlantMarker>;

/** `GET /plant/filter`: plants for a picker (reports, event filters), by keyword. */
export const ZPlantFilterQuery = z.object({
  keyword: z.string().trim().max(64).optional(),
  size: z.coerce.number().int().min(1).max(500).default(100),
});
export const ZPlantOption = z.object({ id: z.uuid(), name: z.string(), timeZone: z.string() });
export type TPlantOption = z.infer<typeof ZPlantOption>;

// ---------------------------------------------------------------------------------------------
// One plant

export const ZPlantGateway = z.object({ id: z.uuid(), sn: z.string(), status: ZDeviceStatus });

/** `GET /plant/{id}`: every field of the forms plus status, the caller's role and the gateways. */
export const ZPlantDetail = z.object({
  id: z.uuid(),
  name: z.string(),
  alias: z.string(),
  type: ZPlantType,
  status: ZDeviceStatus,
  /**
   * What its inverters do: shut down when one is, standby when all wait, running otherwise; null
   * when none reports a state. The status stays "Normal" for a shut-down plant.
   */
  inverterState: ZOperatingState.nullable(),
  capacity: z.number(),
  commissioningDate: z.string().nullable(),
  location: z.object({
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    address: z.string(),
    timeZone: z.string(),
  }),
  investment: z.number().nullable(),
  picture: z.string().nullable(),
  income: ZPlantIncome.nullable(),
  contacts: z.object({ contact: z.string(), phone: z.string(), installer: z.string() }),
  gateways: z.array(ZPlantGateway),
  role: ZPlantRole,
  ownerAccount: z.string().nullable(),
  /** The company's customer the plant is built for. */
  customer: z.object({ id: z.uuid(), account: z.string(), name: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
});
export type TPlantDetail = z.infer<typeof ZPlantDetail>;

// ---------------------------------------------------------------------------------------------
// Sharing and transfer

/** `POST /plant/{id}/share`: the account to share with and its role. */
export const ZShareBody = z.object({ account: ZAccount, role: ZShareRole });
export type TShareBody = z.infer<typeof ZShareBody>;
/** `POST /plant/{id}/cancelShare`. */
export const ZCancelShareBody = z.object({ userId: z.uuid() });
export const ZShareUser = z.object({
  userId: z.uuid(),
  account: z.string(),
  nickname: z.string(),
  role: ZShareRole,
  sharedAt: z.iso.datetime(),
});
export type TShareUser = z.infer<typeof ZShareUser>;

/** `POST /plant/{id}/transfer?account=…` with the caller's own password in the body. */
export const ZTransferQuery = z.object({ account: ZAccount });
export const ZTransferBody = z.object({ password: z.string().min(1).max(64) });

// ---------------------------------------------------------------------------------------------
// Live values, charts, income

/** Energy flow (`/plant/energy/{id}/flow`): kW now; null where the plant has no such part. */
export const ZEnergyFlow = z.object({
  pv: z.number().nullable(),
  load: z.number().nullable(),
  /** Positive: importing from the grid; negative: exporting. */
  grid: z.number().nullable(),
  /** Positive: discharging; negative: charging. */
  battery: z.number().nullable(),
  /** State of charge, %. */
  soc: z.number().nullable(),
  generator: z.number().nullable(),
  readAt: z.iso.datetime().nullable(),
});
export type TEnergyFlow = z.infer<typeof ZEnergyFlow>;

/** `GET /plant/{id}/realtime`: the overview's headline numbers. */
export const ZPlantRealtime = z.object({
  status: ZDeviceStatus,
  power: z.number().nullable(),
  capacity: z.number(),
  energyToday: z.number(),
  energyMonth: z.number(),
  energyYear: z.number(),
  /** Lifetime PV energy (kWh), as the devices' counters say: monitored history and what came before. */
  energyTotal: z.number(),
  /**
   * The part of `energyTotal` the devices counted before monitoring began (their counters' value
   * at the first reading), so the KPI and the Total chart's monitored sum are one truth, not two.
   */
  energyBeforeMonitoring: z.number(),
  /** Today's and this year's generation per kWp of capacity (kWh/kWp); null without a capacity. */
  specificYieldToday: z.number().nullable(),
  specificYieldYear: z.number().nullable(),
  /**
   * Today's self-consumption (share of PV not exported) and self-sufficiency (share of the load
   * not imported) in %; null when there is no base or the plant's grid values are unknown.
   */
  selfConsumptionRate: z.number().nullable(),
  selfSufficiencyRate: z.number().nullable(),
  /** CO₂ the lifetime generation avoided, kg (the deployment's grid factor, CO2_KG_PER_KWH). */
  co2AvoidedKg: z.number(),
  lastUpdate: z.iso.datetime().nullable(),
});
export type TPlantRealtime = z.infer<typeof ZPlantRealtime>;

/** `GET /plant/{id}/income`: income from the plant's tariff; null currency when it has none. */
export const ZPlantIncomeSummary = z.object({
  currency: z.string().nullable(),
  today: z.number(),
  month: z.number(),
  year: z.number(),
  total: z.number(),
});
export type TPlantIncomeSummary = z.infer<typeof ZPlantIncomeSummary>;

/** Day charts take a local date; month charts a month; year charts a year (plant's time zone). */
export const ZDayQuery = z.object({ date: ZDate });
export const ZMonthQuery = z.object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/) });
export const ZYearQuery = z.object({ year: z.coerce.number().int().min(2000).max(2100) });
/** A range of local dates, at most 366 days (quick ranges: today … last 60 days). */
export const ZDateRangeQuery = z
  .object({ from: ZDate, to: ZDate })
  .refine((v) => v.from <= v.to && Date.parse(v.to) - Date.parse(v.from) <= 366 * 86_400_000, {
    message: 'timeRange',
    path: ['to'],
  });

/** `GET /plant/{id}/power/day`: 5-minute average power, labels HH:mm local. */
export const ZPowerPoint = z.object({
  time: z.string(),
  pv: z.number().nullable(),
  load: z.number().nullable(),
  grid: z.number().nullable(),
  battery: z.number().nullable(),
  soc: z.number().nullable(),
});
export const ZPowerCurve = z.object({ date: z.string(), timeZone: z.string(), points: z.array(ZPowerPoint) });
export type TPowerCurve = z.infer<typeof ZPowerCurve>;

/**
 * The running bucket of a chart, drawn as partial: the hour, day, month or year it is now on the
 * plant's clock; null when the chart's period is over (or has not begun).
 */
const ZPartialLabel = z.string().nullable();

/**
 * `GET /plant/{id}/power/month|year|total`: generation bars (every day of the month, every month
 * of the year, every year since commissioning) with the income each earned and, for months, the
 * expected yield imported from PVsyst or a forecast (null when none). A bar without data has
 * null generation and income: an empty slot, not a zero.
 */
export const ZGenerationBar = z.object({
  label: z.string(),
  generation: z.number().nullable(),
  income: z.number().nullable(),
  expected: z.number().nullable(),
});
export const ZGenerationBars = z.object({
  timeZone: z.string(),
  currency: z.string().nullable(),
  bars: z.array(ZGenerationBar),
  partialLabel: ZPartialLabel,
  total: z.object({ generation: z.number(), income: z.number(), expected: z.number().nullable() }),
});
export type TGenerationBars = z.infer<typeof ZGenerationBars>;

/** Energy of every flow in one bucket, kWh. */
export const ZEnergyAmounts = z.object({
  pv: z.number(),
  /** PV + import − export + discharge − charge; null when unknown (a plant without a meter). */
  load: z.number().nullable(),
  gridImport: z.number(),
  gridExport: z.number(),
  batteryCharge: z.number(),
  batteryDischarge: z.number(),
});
export type TEnergyAmounts = z.infer<typeof ZEnergyAmounts>;
/** Every flow of the energy charts and the plant report, in the order they show them. */
export const energyFlows = [
  'pv',
  'load',
  'gridImport',
  'gridExport',
  'batteryCharge',
  'batteryDischarge',
] as const satisfies readonly (keyof TEnergyAmounts)[];

/** A bar of the energy chart; a slot without data (an hour yet to come) has every flow null. */
export const ZEnergyBar = z.object({
  label: z.string(),
  ...Object.fromEntries(Object.keys(ZEnergyAmounts.shape).map((flow) => [flow, z.number().nullable()])),
} as { label: z.ZodString } & { [flow in keyof TEnergyAmounts]: z.ZodNullable<z.ZodNumber> });
export type TEnergyBar = z.infer<typeof ZEnergyBar>;

/**
 * `GET /plant/energy/{id}/day|month|year|total`: energy bars by flow — every hour of a day (label
 * HH), day of a month (YYYY-MM-DD), month of a year (YYYY-MM), year since commissioning (YYYY).
 */
export const ZEnergyBars = z.object({
  timeZone: z.string(),
  bars: z.array(ZEnergyBar),
  partialLabel: ZPartialLabel,
  total: ZEnergyAmounts,
});
export type TEnergyBars = z.infer<typeof ZEnergyBars>;

/** `GET /plant/energy/{id}/generation/use`: where the generation went and where the load came from. */
export const ZGenerationUse = z.object({
  from: z.string(),
  to: z.string(),
  generation: z.number(),
  selfUse: z.number(),
  gridExport: z.number(),
  batteryCharge: z.number(),
  /** The load and where it came from; null when the load is unknown (a plant without a meter). */
  consumption: z.number().nullable(),
  fromPv: z.number().nullable(),
  fromGrid: z.number().nullable(),
  fromBattery: z.number().nullable(),
  /** Shares in %, null when the base is zero or unknown. */
  selfUseRate: z.number().nullable(),
  selfSufficiencyRate: z.number().nullable(),
});
export type TGenerationUse = z.infer<typeof ZGenerationUse>;

// ---------------------------------------------------------------------------------------------
// Expected yield

/** `POST /predicted/import` form fields besides the file (one .xlsx or .xls). */
export const ZPredictedImportFields = z.object({
  plantId: z.uuid(),
  source: z.enum(['pvsyst', 'forecast']).default('forecast'),
});
/** The months an import stored, kWh. */
export const ZPredictedImportResult = z.object({
  plantId: z.uuid(),
  months: z.array(z.object({ month: z.number().int().min(1).max(12), expected: z.number() })),
});
export type TPredictedImportResult = z.infer<typeof ZPredictedImportResult>;

/**
 * `POST /plant/{id}/rollups/rebuild`: rebuild the plant's rollups of whole days (its time zone),
 * `from` to `to` inclusive, at most 92 days, from the raw frames (platform administrators).
 */
export const ZRollupRebuildBody = z
  .object({ from: ZDate, to: ZDate })
  .refine((v) => v.from <= v.to && Date.parse(v.to) - Date.parse(v.from) < 92 * 86_400_000, {
    message: 'timeRange',
    path: ['to'],
  });
export type TRollupRebuildBody = z.infer<typeof ZRollupRebuildBody>;

export const ZRollupRebuildResult = z.object({
  /** The instants the rebuilt days begin and end. */
  from: z.iso.datetime(),
  to: z.iso.datetime(),
  /** Devices whose rows were rebuilt; one without raw frames in the period keeps its rows. */
  devices: z.int(),
  /** Raw frames folded. */
  frames: z.int(),
  /** Counter steps refused as implausible again. */
  implausibleSteps: z.int(),
});
export type TRollupRebuildResult = z.infer<typeof ZRollupRebuildResult>;
