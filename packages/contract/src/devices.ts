import { z } from 'zod';
import { ZDeviceKind } from '@sunfleet/protocols/dictionary';
import { ZDeviceStatus, ZOperatingState } from './enums.ts';
import { ZStatusCounts } from './plants.ts';

/**
 * The devices of a plant (spec section 7 "Plant overview"): counts by status, the device lists of
 * the overview with the readings that matter for each kind, and which kinds a plant has. Power is
 * in kW, energy in kWh; instants are ISO 8601 UTC.
 */

export const ZDeviceCounts = ZStatusCounts;
export type TDeviceCounts = z.infer<typeof ZDeviceCounts>;

/** `GET /plant/{stationId}/inverters`: the plant's inverters with their live numbers. */
export const ZPlantInverter = z.object({
  sn: z.string(),
  alias: z.string(),
  kind: z.string(),
  status: ZDeviceStatus,
  /** An inverter's running, standby or shut-down state (null for other kinds, or unknown). */
  operatingState: ZOperatingState.nullable(),
  gatewaySn: z.string(),
  power: z.number().nullable(),
  energyToday: z.number(),
  lastSeen: z.iso.datetime().nullable(),
});
export type TPlantInverter = z.infer<typeof ZPlantInverter>;

/**
 * `GET /plant/{id}/devices`: every device of the plant — inverters, meters, batteries, weather
 * stations — with the reading that matters most for its kind, from its newest values: an
 * inverter's PV power (kW) and today's PV energy (kWh); a meter's grid power (kW, positive when
 * importing); a battery's power (kW, positive when discharging) and state of charge (%); a weather
 * station's irradiance (W/m²). Null where the kind has no such reading or the device has not sent it.
 */
export const ZPlantDevice = z.object({
  sn: z.string(),
  alias: z.string(),
  kind: ZDeviceKind,
  status: ZDeviceStatus,
  /** An inverter's running, standby or shut-down state (null for other kinds, or unknown). */
  operatingState: ZOperatingState.nullable(),
  gatewaySn: z.string(),
  power: z.number().nullable(),
  soc: z.number().nullable(),
  irradiance: z.number().nullable(),
  energyToday: z.number().nullable(),
  lastSeen: z.iso.datetime().nullable(),
});
export type TPlantDevice = z.infer<typeof ZPlantDevice>;

/** `GET /plant/{stationId}/check/device`: which kinds of device a plant has (the overview's tabs). */
export const ZPlantDeviceCheck = z.object({
  gateways: z.number().int(),
  inverters: z.number().int(),
  meters: z.number().int(),
  batteries: z.number().int(),
  weatherStations: z.number().int(),
});
export type TPlantDeviceCheck = z.infer<typeof ZPlantDeviceCheck>;
