import { z } from 'zod';
import { roleInfo, roles, type TRole } from '@sunfleet/protocols/roles';
import { ZDate, type TEnergyAmounts } from './plants.ts';

/**
 * Operation data (spec section "Work data"). The operation report per device (`GET /api/v1/plant/{id}/device-report`): each device's energy
 * and average power per bucket of a local day, month or year, from the device rollups the plant
 * charts are built from.
 */

/** Roles whose counter differences give energy (kWh), in the order reports show them. */
export const deviceReportEnergyRoles: readonly TRole[] = roles.filter(
  (role) => roleInfo[role].aggregation === 'counter',
);

/** The energy role (kWh) behind each flow of the plant's charts and report. */
export const flowEnergyRoles = {
  pv: 'pvEnergyTotal',
  load: 'loadEnergyTotal',
  gridImport: 'gridImportEnergyTotal',
  gridExport: 'gridExportEnergyTotal',
  batteryCharge: 'batteryChargeEnergyTotal',
  batteryDischarge: 'batteryDischargeEnergyTotal',
} as const satisfies Record<keyof TEnergyAmounts, TRole>;

/** Power roles (kW) whose average over a bucket is meaningful, in the order reports show them. */
export const deviceReportPowerRoles: readonly TRole[] = roles.filter(
  (role) => roleInfo[role].aggregation === 'average' && roleInfo[role].canonicalUnit === 'kW',
);

/** Buckets like the plant's energy charts: hours of a day, days of a month, months of a year. */
export const ZDeviceReportPeriod = z.enum(['day', 'month', 'year']);
export type TDeviceReportPeriod = z.infer<typeof ZDeviceReportPeriod>;

/** `date` is any local date inside the period (the month and year reports ignore the rest). */
export const ZDeviceReportQuery = z.object({ period: ZDeviceReportPeriod, date: ZDate });
export type TDeviceReportQuery = z.infer<typeof ZDeviceReportQuery>;

/** Amounts by role: kWh for energy, kW for average power. Roles a device does not report are absent. */
const ZRoleAmounts = z.record(z.string(), z.number());

const ZDeviceReportAmounts = z.object({ energy: ZRoleAmounts, averagePower: ZRoleAmounts });
export type TDeviceReportAmounts = z.infer<typeof ZDeviceReportAmounts>;

export const ZDeviceReportDevice = z.object({
  sn: z.string(),
  /** Empty when the device has none. */
  alias: z.string(),
  kind: z.string(),
  /** The energy and power roles this device reported in the period: the report's columns. */
  energyRoles: z.array(z.string()),
  powerRoles: z.array(z.string()),
  rows: z.array(ZDeviceReportAmounts.extend({ label: z.string() })),
  /** Energy summed over the period; power averaged over every sample of the period. */
  total: ZDeviceReportAmounts,
});
export type TDeviceReportDevice = z.infer<typeof ZDeviceReportDevice>;

export const ZDeviceReport = z.object({
  timeZone: z.string(),
  period: ZDeviceReportPeriod,
  /** The half-open range of local dates covered: from `from` up to, not including, `to`. */
  from: z.string(),
  to: z.string(),
  /** Devices with data in the period: inverters, meters, batteries, then others; by SN within a kind. */
  devices: z.array(ZDeviceReportDevice),
});
export type TDeviceReport = z.infer<typeof ZDeviceReport>;

/** `GET /plant/generation/download`: an .xlsx of actual and expected yield by month. */
export const ZGenerationDownloadQuery = z.object({
  plantId: z.uuid(),
  year: z.coerce.number().int().min(2000).max(2100),
});

/** Spec section 9: a chart shows at most 6 parameters; at most 30 are offered to pick from. */
export const maxParamPicks = 6;
export const maxParamsOffered = 30;
/** Longest range of a parameter history (days): 5-minute points, about 8,900 a parameter. */
export const maxParamHistoryDays = 31;

/** One value of a device a user may chart: a dictionary entry whose history is kept. */
export const ZParamOption = z.object({ key: z.string(), name: z.string(), unit: z.string() });
export type TParamOption = z.infer<typeof ZParamOption>;

/** `GET /plant/{id}/params`: each device of the plant with the values it can chart. */
export const ZParamCatalogue = z.array(
  z.object({ sn: z.string(), alias: z.string(), kind: z.string(), params: z.array(ZParamOption) }),
);
export type TParamCatalogue = z.infer<typeof ZParamCatalogue>;

export const ZParamHistoryQuery = z
  .object({
    deviceSn: z.string().min(1).max(64),
    /** Comma-separated keys, 1 to 6. */
    keys: z
      .string()
      .transform((text) => [
        ...new Set(
          text
            .split(',')
            .map((key) => key.trim())
            .filter(Boolean),
        ),
      ])
      .pipe(z.array(z.string().max(64)).min(1).max(maxParamPicks)),
    from: ZDate,
    to: ZDate,
  })
  .refine((query) => query.from <= query.to, { message: 'from is after to', path: ['to'] })
  .refine((query) => Date.parse(query.to) - Date.parse(query.from) < maxParamHistoryDays * 86_400_000, {
    message: `At most ${maxParamHistoryDays} days`,
    path: ['to'],
  });
export type TParamHistoryQuery = z.infer<typeof ZParamHistoryQuery>;

/**
 * `GET /plant/{id}/params/history`: the picked values of a device every 5 minutes from the start
 * of `from` to the end of `to` (plant's local dates); `values[i]` follows `params[i]`, null where
 * the device did not report. `time` is the local "YYYY-MM-DD HH:mm".
 */
export const ZParamHistory = z.object({
  sn: z.string(),
  alias: z.string(),
  params: z.array(ZParamOption),
  points: z.array(z.object({ time: z.string(), values: z.array(z.number().nullable()) })),
});
export type TParamHistory = z.infer<typeof ZParamHistory>;
