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
