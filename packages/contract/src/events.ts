import { z } from 'zod';
import { ZDeviceAbilities } from './abilities.ts';
import { ZPageQuery } from './paging.ts';
import { gatewayEventCodes } from './gateway-wire.ts';

/**
 * Events: alarms and state changes of devices and gateways, listed and counted. Every list and
 * count of the api shows the same events to a caller (apps/api/src/modules/events). Times are
 * ISO 8601 UTC; pages show them in the plant's time zone.
 */

export const eventLevels = ['info', 'warning', 'fault', 'offline'] as const;
export const ZEventLevel = z.enum(eventLevels);
export type TEventLevel = z.infer<typeof ZEventLevel>;

/** The families of event sources the event lists filter by. */
export const eventSources = ['inverter', 'meter', 'battery', 'weatherStation', 'gateway'] as const;
export type TEventSource = (typeof eventSources)[number];

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
  /** What reported it: a device's kind, or `gateway`. */
  sourceKind: z.string(),
  sourceAlias: z.string(),
  plantName: z.string().nullable(),
  /** The plant's clock, on which the event's times are shown; null for an event of no plant. */
  plantTimeZone: z.string().nullable(),
  /** Acknowledged by a user with a comment (`POST /event/{id}/acknowledge`); null until then. */
  acknowledgement: z.object({ at: z.iso.datetime(), by: z.string(), comment: z.string() }).nullable(),
  /** What the caller may do to the event's device or gateway (acknowledging takes operate). */
  abilities: ZDeviceAbilities,
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
  /** Events of one family of sources. */
  source: z.enum(eventSources).optional(),
  /** Part of the SN or alias of the source. */
  search: z.string().trim().max(64).optional(),
  acknowledged: z.enum(['yes', 'no']).optional(),
});
export type TEventListQuery = z.infer<typeof ZEventListQuery>;

/**
 * Events counted, each count saying what it counts (issue 25: one meaning per label). `openAlarms`
 * is what the plant list's "Open alarms" shows; the counts by level are of every event ever
 * raised, open or closed.
 */
export const ZEventCounts = z.object({
  all: z.number().int().describe('Every event ever raised, open or closed'),
  open: z.number().int().describe('Events not closed yet, of every level (offline notices included)'),
  openAlarms: z.number().int().describe('Warnings and faults not closed yet: the plant list’s "Open alarms"'),
  fault: z.number().int().describe('Faults ever raised, open or closed'),
  warning: z.number().int().describe('Warnings ever raised, open or closed'),
  offline: z.number().int().describe('Offline notices ever raised, open or closed'),
});
export type TEventCounts = z.infer<typeof ZEventCounts>;

/** `POST /event/{id}/acknowledge`: the comment is required, 1 to 200 characters. */
export const ZEventAcknowledgement = z.object({
  comment: z.string().trim().min(1).max(200),
});
export type TEventAcknowledgement = z.infer<typeof ZEventAcknowledgement>;

/** The event downloads (`/inverter/events/download`, `/battery/events/download`): the list's filters. */
export const ZEventDownloadQuery = ZEventListQuery.omit({ page: true, size: true });
export type TEventDownloadQuery = z.infer<typeof ZEventDownloadQuery>;

/**
 * Codes Sunfleet gives events it names itself (a gateway's `rebooted`, anything `offline`): their
 * name says everything, so screens show no code beside it. A device's own alarm codes (`M01`,
 * `ID10`) are what its manual lists, and are shown.
 */
const ownEventCodes: ReadonlySet<string> = new Set([...gatewayEventCodes, 'offline']);
export const isOwnEventCode = (code: string) => ownEventCodes.has(code);
