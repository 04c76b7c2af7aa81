import { z } from 'zod';
import { ZActiveAlarm, ZCodedState, ZFleetDeviceRow } from './fleet-devices.ts';
import { ZDate } from './plants.ts';

/**
 * Batteries (spec section 7 "Meters and batteries"): the BMS of a storage system with its slave
 * packs. Power in kW (positive when discharging), energy in kWh, voltages in V, currents in A
 * (positive when discharging), temperatures in °C, SOC and SOH in %. A value the BMS does not
 * report is null. Instants are ISO 8601 UTC.
 */

/** `GET /batteries`: a row of the battery list. */
export const ZBatteryListItem = ZFleetDeviceRow.extend({
  soc: z.number().nullable(),
  power: z.number().nullable(),
  voltage: z.number().nullable(),
  temperature: z.number().nullable(),
});
export type TBatteryListItem = z.infer<typeof ZBatteryListItem>;

/** `GET /battery/{sn}/realtime`: the BMS now (null before its first reading). */
export const ZBatteryRealtime = z
  .object({
    readAt: z.iso.datetime(),
    /** Spec section 4: standby, initialization, power-on coding, insulation detection, parallel, charge, discharge, power down, system lock. */
    systemState: ZCodedState.nullable(),
    relayState: ZCodedState.nullable(),
    soc: z.number().nullable(),
    soh: z.number().nullable(),
    voltage: z.number().nullable(),
    current: z.number().nullable(),
    power: z.number().nullable(),
    temperature: z.number().nullable(),
    minCellTemperature: z.number().nullable(),
    maxCellVoltage: z.number().nullable(),
    minCellVoltage: z.number().nullable(),
    cycles: z.number().nullable(),
    chargeCurrentLimit: z.number().nullable(),
    dischargeCurrentLimit: z.number().nullable(),
    chargeEnergyTotal: z.number().nullable(),
    dischargeEnergyTotal: z.number().nullable(),
    packCount: z.number().int().nullable(),
    alarms: z.array(ZActiveAlarm),
  })
  .nullable();
export type TBatteryRealtime = z.infer<typeof ZBatteryRealtime>;

/** One slave pack; `isWeakest` marks the pack with the lowest SOH (then the lowest cell). */
export const ZBatteryPack = z.object({
  number: z.number().int(),
  serialNumber: z.string().nullable(),
  voltage: z.number().nullable(),
  current: z.number().nullable(),
  soc: z.number().nullable(),
  soh: z.number().nullable(),
  maxCellVoltage: z.number().nullable(),
  minCellVoltage: z.number().nullable(),
  maxTemperature: z.number().nullable(),
  minTemperature: z.number().nullable(),
  cycles: z.number().nullable(),
  alarms: z.array(ZActiveAlarm),
  isWeakest: z.boolean(),
});
export type TBatteryPack = z.infer<typeof ZBatteryPack>;

/** `GET /batteries/{id}/slave`: the packs behind the BMS at its newest reading. */
export const ZBatterySlaves = z.object({
  readAt: z.iso.datetime().nullable(),
  packs: z.array(ZBatteryPack),
});
export type TBatterySlaves = z.infer<typeof ZBatterySlaves>;

/** `GET /workdata/battery/event`: each battery's events opened in a period. */
export const ZBatteryEventSummaryQuery = z
  .object({ plantId: z.uuid().optional(), from: ZDate, to: ZDate })
  .refine((v) => v.from <= v.to && Date.parse(v.to) - Date.parse(v.from) <= 366 * 86_400_000, {
    message: 'timeRange',
    path: ['to'],
  });
export const ZBatteryEventSummary = z.object({
  sn: z.string(),
  alias: z.string(),
  plantName: z.string().nullable(),
  total: z.number().int(),
  open: z.number().int(),
  fault: z.number().int(),
  warning: z.number().int(),
  offline: z.number().int(),
  lastOpenedAt: z.iso.datetime().nullable(),
});
export type TBatteryEventSummary = z.infer<typeof ZBatteryEventSummary>;
