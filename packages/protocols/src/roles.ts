import { z } from 'zod';

/**
 * What a decoded value means to the cloud, so ingest, rollups and charts never hard-code register
 * numbers. Sign conventions are fixed per role (a device that reports the other way round uses a
 * negative scale): `gridPower` is positive when importing from the grid, `batteryPower` is
 * positive when discharging.
 */
export const roles = [
  'pvPower',
  'pvEnergyToday',
  'pvEnergyTotal',
  'acPower',
  'gridPower',
  'gridImportEnergyTotal',
  'gridExportEnergyTotal',
  'gridFrequency',
  'loadPower',
  'loadEnergyTotal',
  'batteryPower',
  'batterySoc',
  'batterySoh',
  'batteryVoltage',
  'batteryCurrent',
  'batteryTemperature',
  'batteryChargeEnergyTotal',
  'batteryDischargeEnergyTotal',
  'inverterTemperature',
  'irradiance',
  'moduleTemperature',
  'ambientTemperature',
  'windSpeed',
  'windDirection',
  'humidity',
  'alarmWord',
  'deviceStatus',
  'serialNumber',
  'firmwareVersion',
] as const;
export const ZRole = z.enum(roles);
export type TRole = z.infer<typeof ZRole>;

/**
 * How values of a role roll up over time (`average` for rates such as power, `bearing` for compass
 * directions in degrees, averaged as unit vectors so that 350° and 10° average to 0°, `counter`
 * for ever-increasing energy totals whose differences give energy, `last` for states and text) and
 * how several entries with the same role in one dictionary combine (`sum`: PV1 + PV2 power is PV
 * power; `first`: one entry carries the value).
 */
export interface TRoleInfo {
  aggregation: 'average' | 'bearing' | 'counter' | 'last';
  combine: 'sum' | 'first';
  /** Unit the cloud stores this role in (DESIGN.md: energy in kWh, power in kW). */
  canonicalUnit?: 'kW' | 'kWh';
}

const power: TRoleInfo = { aggregation: 'average', combine: 'sum', canonicalUnit: 'kW' };
const energyCounter: TRoleInfo = { aggregation: 'counter', combine: 'sum', canonicalUnit: 'kWh' };
const measurement: TRoleInfo = { aggregation: 'average', combine: 'first' };
const state: TRoleInfo = { aggregation: 'last', combine: 'first' };

export const roleInfo: Record<TRole, TRoleInfo> = {
  pvPower: power,
  // A daily counter resets at midnight; its last value of the day is the day's energy.
  pvEnergyToday: { aggregation: 'last', combine: 'sum', canonicalUnit: 'kWh' },
  pvEnergyTotal: energyCounter,
  acPower: power,
  gridPower: power,
  gridImportEnergyTotal: energyCounter,
  gridExportEnergyTotal: energyCounter,
  gridFrequency: measurement,
  loadPower: power,
  loadEnergyTotal: energyCounter,
  batteryPower: power,
  batterySoc: measurement,
  batterySoh: measurement,
  batteryVoltage: measurement,
  batteryCurrent: measurement,
  batteryTemperature: measurement,
  batteryChargeEnergyTotal: energyCounter,
  batteryDischargeEnergyTotal: energyCounter,
  inverterTemperature: measurement,
  irradiance: measurement,
  moduleTemperature: measurement,
  ambientTemperature: measurement,
  windSpeed: measurement,
  windDirection: { aggregation: 'bearing', combine: 'first' },
  humidity: measurement,
  alarmWord: state,
  deviceStatus: state,
  serialNumber: state,
  firmwareVersion: state,
};

const unitFactors: Record<string, { dimension: 'power' | 'energy'; factor: number }> = {
  W: { dimension: 'power', factor: 1 },
  kW: { dimension: 'power', factor: 1e3 },
  MW: { dimension: 'power', factor: 1e6 },
  Wh: { dimension: 'energy', factor: 1 },
  kWh: { dimension: 'energy', factor: 1e3 },
  MWh: { dimension: 'energy', factor: 1e6 },
};

/**
 * Converts a power or energy value between W/kW/MW or Wh/kWh/MWh. Returns undefined when the
 * units are unknown or of different dimensions, so a caller never stores a silently wrong number.
 */
export function convertUnit(value: number, fromUnit: string, toUnit: string): number | undefined {
  const from = unitFactors[fromUnit];
  const to = unitFactors[toUnit];
  if (!from || !to || from.dimension !== to.dimension) return undefined;
  return (value * from.factor) / to.factor;
}
