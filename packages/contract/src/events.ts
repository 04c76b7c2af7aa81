import { z } from 'zod';
import { ZPageQuery } from './paging.ts';

/**
 * Events: alarms and state changes of devices and gateways, listed and counted. Every list and
 * count of the api shows the same events to a caller (apps/api/src/modules/events). Times are
 * ISO 8601 UTC; pages show them in the plant's time zone.
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

/** Events by state and level. */
export const ZEventCounts = z.object({
  all: z.number().int(),
  open: z.number().int(),
  fault: z.number().int(),
  warning: z.number().int(),
  offline: z.number().int(),
});
export type TEventCounts = z.infer<typeof ZEventCounts>;
