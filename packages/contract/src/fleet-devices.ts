import { z } from 'zod';
import { ZDeviceAbilities } from './abilities.ts';
import { ZDeviceStatus } from './enums.ts';
import { ZEventLevel } from './events.ts';
import { ZPageQuery } from './paging.ts';
import { ZDayQuery } from './plants.ts';
import { ZAlias } from './validators.ts';

/**
 * What the device screens share for every kind of device (batteries, weather stations, …): the
 * list query and row, the info card, a day curve, coded states and active alarms, the alias body.
 */

/** The device lists of the device screens: a page of one kind of device, filtered. */
export const ZFleetDeviceQuery = ZPageQuery.extend({
  plantId: z.uuid().optional(),
  status: ZDeviceStatus.optional(),
  /** Part of the SN or alias. */
  search: z.string().trim().max(64).optional(),
});
export type TFleetDeviceQuery = z.infer<typeof ZFleetDeviceQuery>;

/** What every device list row says of a device besides its kind's readings. */
export const ZFleetDevice = z.object({
  id: z.uuid(),
  sn: z.string(),
  alias: z.string(),
  status: ZDeviceStatus,
  plantId: z.uuid().nullable(),
  plantName: z.string().nullable(),
  /** The plant's clock, on which `lastSeen` is shown; null for a device of no plant. */
  plantTimeZone: z.string().nullable(),
  gatewaySn: z.string(),
  lastSeen: z.iso.datetime().nullable(),
});
export type TFleetDevice = z.infer<typeof ZFleetDevice>;

/** A row of a device screen's list: the device and what the caller may do to it. */
export const ZFleetDeviceRow = ZFleetDevice.extend({ abilities: ZDeviceAbilities });
export type TFleetDeviceRow = z.infer<typeof ZFleetDeviceRow>;

/** `GET /battery/{sn}/info`, `/getWeatherStationInfo`: what a device is and where it is. */
export const ZDeviceInfo = ZFleetDevice.extend({
  kind: z.string(),
  dictionaryId: z.string(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  firmwareVersion: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type TDeviceInfo = z.infer<typeof ZDeviceInfo>;

/** An alarm bit set in a device's alarm word, named in the reply language. */
export const ZActiveAlarm = z.object({ code: z.string(), name: z.string(), level: ZEventLevel });
export type TActiveAlarm = z.infer<typeof ZActiveAlarm>;

/** A coded state with its label in the reply language. */
export const ZCodedState = z.object({ code: z.number().nullable(), label: z.string() });

/** A day curve of a device: 5-minute averages of its values on the plant's clock (`HH:mm`). */
export const ZDeviceDayCurve = z.object({
  date: z.string(),
  timeZone: z.string(),
  points: z.array(z.object({ time: z.string(), values: z.record(z.string(), z.number()) })),
});
export type TDeviceDayCurve = z.infer<typeof ZDeviceDayCurve>;

export const ZDeviceDayQuery = ZDayQuery;

/** Routes naming a device by its id (`/batteries/{id}/slave`, `/battery/{id}/delete`). */
export const ZDeviceIdParams = z.object({ id: z.uuid() });

/** `POST /meteorological/{sn}/alias` and the other device alias calls: at most 32 bytes. */
export const ZAliasBody = z.object({ alias: ZAlias });
