import { z } from 'zod';
import { ZDrProgramId } from './demand-response.ts';
import { ZPageQuery } from './paging.ts';

/**
 * Demand-response events (spec section 4 "Demand-response event", section 5 statuses; issue 23;
 * docs/adr/0049): what a programme's OpenADR 3.1 VTN asked of the enrolled batteries, what Sunfleet
 * sent them, and what they delivered. OpenADR events carry no status: pending, active and
 * completed follow from the window; cancelled comes from the VTN (deleted, or its window zeroed)
 * or from a user here.
 */

export const drEventStatuses = ['pending', 'active', 'completed', 'cancelled'] as const;
export const ZDrEventStatus = z.enum(drEventStatuses);
export type TDrEventStatus = z.infer<typeof ZDrEventStatus>;

/** A status from the window at `nowMs`; a cancelled event is cancelled whatever its window. */
export function drEventStatusOf(
  event: { startAt: string | null; endAt: string | null; isCancelled: boolean },
  nowMs: number,
): TDrEventStatus {
  if (event.isCancelled) return 'cancelled';
  if (event.startAt === null || event.endAt === null) return 'completed';
  if (nowMs < Date.parse(event.startAt)) return 'pending';
  return nowMs < Date.parse(event.endAt) ? 'active' : 'completed';
}

/** dispatch: the batteries are called; none: nothing for a battery; refused: broke the OpenADR schemas. */
export const ZDrEventReading = z.enum(['dispatch', 'none', 'refused']);

export const ZDrEvent = z.object({
  id: z.uuid(),
  vtnEventId: z.string(),
  programId: ZDrProgramId,
  name: z.string(),
  status: ZDrEventStatus,
  reading: ZDrEventReading,
  /** Why Sunfleet refused the event (the enumerations' words); empty otherwise. */
  refusal: z.string(),
  startAt: z.iso.datetime().nullable(),
  endAt: z.iso.datetime().nullable(),
  durationMinutes: z.number().nullable(),
  /** Load dispatch: the OpenADR SIMPLE level called (1 moderate … 3 emergency; 0 none). */
  level: z.int(),
  /** Power discharge asked of the batteries the caller sees (kW, summed). */
  powerDischargeKw: z.number(),
  /** Average kW they delivered over the window (summed), once measured. */
  measuredKw: z.number().nullable(),
  batteries: z.int(),
  cancelSource: z.enum(['vtn', 'user']).nullable(),
  reportedAt: z.iso.datetime().nullable(),
});
export type TDrEvent = z.infer<typeof ZDrEvent>;

export const ZDrEventBattery = z.object({
  deviceSn: z.string(),
  gatewaySn: z.string(),
  plantId: z.uuid().nullable(),
  /** sent: dispatched; optedOut: its customer opted out; cancelled: withdrawn after it was sent. */
  state: z.enum(['sent', 'optedOut', 'cancelled']),
  requestedKw: z.number(),
  resends: z.int(),
  averageKw: z.number().nullable(),
  baselineKw: z.number().nullable(),
  energyKwh: z.number().nullable(),
  /** Fractions 0–1 (OpenADR's STORAGE_CHARGE_LEVEL). */
  socStart: z.number().nullable(),
  socEnd: z.number().nullable(),
  /** Share of the window's 5-minute slots with data, 0–1. */
  completeness: z.number().nullable(),
});
export type TDrEventBattery = z.infer<typeof ZDrEventBattery>;

export const ZDrEventDetail = ZDrEvent.extend({
  batteryList: z.array(ZDrEventBattery),
  /** The dispatch campaigns of the event, oldest first (docs/adr/0040). */
  campaignIds: z.array(z.uuid()),
  timeZone: z.string(),
});
export type TDrEventDetail = z.infer<typeof ZDrEventDetail>;

/** Season to date of a programme, over the caller's batteries. */
export const ZDrSeason = z.object({
  programId: ZDrProgramId,
  year: z.int(),
  events: z.int(),
  /** Sum over the batteries of each one's hour-weighted average kW this season. */
  averageKw: z.number(),
  ratePerKw: z.number(),
  /** averageKw × ratePerKw, US dollars. */
  projectedPayment: z.number(),
});
export type TDrSeason = z.infer<typeof ZDrSeason>;

export const ZDrEventListQuery = ZPageQuery.extend({
  status: ZDrEventStatus.optional(),
  programId: ZDrProgramId.optional(),
});
export type TDrEventListQuery = z.infer<typeof ZDrEventListQuery>;

export const ZDrEventPage = z.object({
  infos: z.array(ZDrEvent),
  total: z.int(),
  seasons: z.array(ZDrSeason),
});
export type TDrEventPage = z.infer<typeof ZDrEventPage>;
