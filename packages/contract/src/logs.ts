import { z } from 'zod';
import { communicationKindNames, maintenanceActions, maintenanceResults } from './maintenance-words.ts';
import type { TLang } from './lang.ts';
import { ZPageQuery } from './paging.ts';

/**
 * The logs (spec sections 2 and 7 "Logs"): the maintenance log (who did what to which plant,
 * gateway or device), the communication log (each gateway's uploads and what was refused, with
 * the reason) and the debug log (remote debug requests and their replies). A caller sees the rows
 * of the plants and gateways they see. Times are ISO 8601 UTC.
 */

export const ZMaintenanceAction = z.enum(maintenanceActions);
export const ZMaintenanceResult = z.enum(maintenanceResults);

const ZSn = z.string().trim().min(1).max(64);

/** Filters every log takes: a plant, a gateway, a device, a time window. */
const ZLogFilter = ZPageQuery.extend({
  plantId: z.uuid().optional(),
  gatewaySn: ZSn.optional(),
  deviceSn: ZSn.optional(),
  /** Rows logged at or after / before these instants. */
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});

export const ZMaintenanceQuery = ZLogFilter.extend({ action: ZMaintenanceAction.optional() });
export type TMaintenanceQuery = z.infer<typeof ZMaintenanceQuery>;

export const ZMaintenanceEntry = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  /** Who acted (name or account); empty for Sunfleet itself. */
  actor: z.string(),
  action: ZMaintenanceAction,
  plantId: z.uuid().nullable(),
  plantName: z.string().nullable(),
  /** The plant's clock, on which the row's time is shown; null for a row of no plant. */
  plantTimeZone: z.string().nullable(),
  gatewaySn: z.string().nullable(),
  deviceSn: z.string().nullable(),
  result: ZMaintenanceResult,
  detail: z.string(),
});
export type TMaintenanceEntry = z.infer<typeof ZMaintenanceEntry>;

/** What a communication-log row is: an upload, a refusal (by reason), a status or a command reply. */
export const communicationKinds = [
  'upload',
  'status',
  'reply',
  'authRefused',
  'connectionRefused',
  'publishRefused',
  'subscribeRefused',
  'malformedPayload',
  'unknownGateway',
  'unknownDevice',
  'dictionaryMismatch',
  'frameRefused',
  'futureReading',
  'staleReading',
  'storeFailed',
  'replyRefused',
  'implausibleEnergy',
  'replyIgnored',
] as const;
export const ZCommunicationKind = z.enum(communicationKinds);
export type TCommunicationKind = z.infer<typeof ZCommunicationKind>;

/** A kind as the log stores it (text), in words when known. */
export function communicationKindText(kind: string, lang: TLang): string {
  const known = ZCommunicationKind.safeParse(kind);
  return known.success ? communicationKindNames[known.data][lang] : kind;
}

export const ZCommunicationQuery = ZLogFilter.extend({
  /** One kind, or `refusals`: every kind but uploads, statuses and replies. */
  kind: z.union([ZCommunicationKind, z.literal('refusals')]).optional(),
});
export type TCommunicationQuery = z.infer<typeof ZCommunicationQuery>;

export const ZCommunicationEntry = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  gatewaySn: z.string(),
  deviceSn: z.string().nullable(),
  plantId: z.uuid().nullable(),
  plantName: z.string().nullable(),
  /** The plant's clock, on which the row's time is shown; null for a row of no plant. */
  plantTimeZone: z.string().nullable(),
  kind: z.string(),
  topic: z.string().nullable(),
  msgId: z.string().nullable(),
  /** An upload's frames and what became of them; null on rows that are not an upload. */
  frames: z.number().int().nullable(),
  stored: z.number().int().nullable(),
  duplicates: z.number().int().nullable(),
  refused: z.number().int().nullable(),
  bytes: z.number().int().nullable(),
  /** How many refusals the row stands for (a refusal reason within an upload, a rate-limited flood). */
  repeats: z.number().int(),
  detail: z.string(),
});
export type TCommunicationEntry = z.infer<typeof ZCommunicationEntry>;

export const ZLogContentQuery = z.object({ id: z.string().regex(/^\d{1,18}$/) });

/** What an upload carried: its readings as stored (raw Modbus blocks), while they are kept. */
export const ZLogContent = z.object({
  entry: ZCommunicationEntry,
  frames: z.array(
    z.object({
      deviceSn: z.string(),
      readAt: z.iso.datetime(),
      blocks: z.array(
        z.object({
          functionCode: z.number().int(),
          start: z.number().int(),
          words: z.array(z.number().int()),
        }),
      ),
    }),
  ),
});
export type TLogContent = z.infer<typeof ZLogContent>;

export const ZDebugQuery = ZLogFilter;
export type TDebugQuery = z.infer<typeof ZDebugQuery>;

export const ZDebugEntry = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  actor: z.string(),
  gatewaySn: z.string(),
  deviceSn: z.string().nullable(),
  plantId: z.uuid().nullable(),
  plantName: z.string().nullable(),
  /** The plant's clock, on which the row's time is shown; null for a row of no plant. */
  plantTimeZone: z.string().nullable(),
  /** modbusDebug (a raw frame), readRegisters or writeRegisters. */
  kind: z.string(),
  /** The command's state (queued … succeeded, failed, timedOut, cancelled). */
  state: z.string(),
  /** The request as sent (a raw Modbus frame in hex, or a register read/write). */
  request: z.string(),
  /** The reply as it came (hex), or why there is none. */
  reply: z.string().nullable(),
});
export type TDebugEntry = z.infer<typeof ZDebugEntry>;

export const logKinds = ['maintenance', 'communication', 'debug'] as const;
export const ZLogDownloadQuery = ZMaintenanceQuery.omit({ page: true, size: true, action: true }).extend({
  log: z.enum(logKinds),
  action: ZMaintenanceAction.optional(),
  kind: ZCommunicationQuery.shape.kind,
});
export type TLogDownloadQuery = z.infer<typeof ZLogDownloadQuery>;

/**
 * `GET /device/{sn}/energy-refusals`: the newest counter steps the ingest refused as implausible for
 * a device (docs/adr/0043), as its page shows them: when, and the log's words.
 */
export const ZEnergyRefusal = z.object({ at: z.iso.datetime(), detail: z.string() });
export type TEnergyRefusal = z.infer<typeof ZEnergyRefusal>;
