import { z } from 'zod';
import { ZPageQuery } from './paging.ts';

/**
 * Live data as the api serves it: events (alarms and state changes of devices and gateways) and
 * a device's latest values. Times are ISO 8601 UTC; pages show them in the plant's time zone.
 */

export const eventLevels = ['info', 'warning', 'fault', 'offline'] as const;
export const ZEventLevel = z.enum(eventLevels);
export type TEventLevel = z.infer<typeof ZEventLevel>;

export const ZEvent = z.object({
  id: z.uuid(),
  /** SN of the device (or gateway) the event belongs to. */
  sn: z.string(),
  plantId: z.uuid().nullable(),
  code: z.string(),
  /** In the reply language. */
  name: z.string(),
  level: ZEventLevel,
  openedAt: z.iso.datetime(),
  closedAt: z.iso.datetime().nullable(),
  durationSeconds: z.number().int().nullable(),
});
export type TEvent = z.infer<typeof ZEvent>;

export const ZEventListQuery = ZPageQuery.extend({
  plantId: z.uuid().optional(),
  level: ZEventLevel.optional(),
  /** `open`: not yet cleared; `closed`: cleared. */
  state: z.enum(['open', 'closed']).optional(),
  /** Events opened at or after / before these instants. */
  from: z.iso.datetime().optional(),
  to: z.iso.datetime().optional(),
});
export type TEventListQuery = z.infer<typeof ZEventListQuery>;

export const ZLatestValue = z.object({
  value: z.union([z.number(), z.string(), z.array(z.number())]),
  unit: z.string(),
  /** The label of a status code, in the reply language. */
  label: z.string().optional(),
});

/** A device's newest reading: every decoded value by key. */
export const ZLatestValues = z.object({
  sn: z.string(),
  readAt: z.iso.datetime(),
  values: z.record(z.string(), ZLatestValue),
});
export type TLatestValues = z.infer<typeof ZLatestValues>;
