import {
  type TDrEvent,
  type TDrEventDetail,
  type TDrEventListQuery,
  type TDrEventPage,
  type TDrSeason,
} from '@sunfleet/contract/demand-response-events';
import { deviceAbilities } from '@sunfleet/contract/abilities';
import { drProgram, drPrograms } from '@sunfleet/contract/demand-response';
import { ErrorCode } from '@sunfleet/contract/errors';
import type { TPrincipal } from '../../plugins/authentication.ts';
import { AppError } from '../../plugins/envelope.ts';
import { tenancyOf } from '../../tenancy.ts';
import { seasonAverageKw } from './events.performance.ts';
import {
  visibleBatteries,
  type DrEventsRepository,
  type TEventBatteryRow,
  type TEventListRow,
} from './events.repository.ts';
import type { AccessRepository } from '../devices/access-repository.ts';
import type { Dispatcher } from './ven.dispatch.ts';

/**
 * Demand-response events for people (docs/adr/0049): the list with the season to date, one event
 * with its batteries' performance, and cancel. Cancelling by the platform cancels the event for
 * every battery; anyone else with the permission withdraws the batteries they see (their own
 * plants') — the event goes on for other customers' batteries.
 */

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());
const round = (value: number, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;

function eventOf(row: TEventListRow): TDrEvent {
  const startAt = iso(row.starts_at);
  const endAt = iso(row.ends_at);
  return {
    id: row.id,
    vtnEventId: row.vtn_event_id,
    programId: row.program_id,
    name: row.name,
    status: row.status,
    reading: row.reading,
    refusal: row.refusal,
    startAt,
    endAt,
    durationMinutes: startAt && endAt ? Math.round((Date.parse(endAt) - Date.parse(startAt)) / 60_000) : null,
    level: row.level,
    powerDischargeKw: round(row.power_kw),
    measuredKw: row.measured_kw === null ? null : round(row.measured_kw),
    batteries: row.batteries,
    cancelSource: row.cancel_source,
    reportedAt: iso(row.reported_at),
  };
}

const batteryOf = (row: TEventBatteryRow) => ({
  deviceSn: row.device_sn,
  gatewaySn: row.gateway_sn,
  plantId: row.plant_id,
  state: row.state,
  requestedKw: row.requested_kw,
  resends: row.resends,
  averageKw: row.average_kw,
  baselineKw: row.baseline_kw,
  energyKwh: row.energy_kwh,
  socStart: row.soc_start,
  socEnd: row.soc_end,
  completeness: row.completeness,
});

export function createDrEventsService({
  repository,
  dispatcher,
  deviceAccess,
}: {
  repository: DrEventsRepository;
  dispatcher: Dispatcher;
  /** The caller's relation to each battery: withdrawing one commands it, so it takes `operate`. */
  deviceAccess: AccessRepository;
}) {
  /** Season to date per programme: each battery's hour-weighted average, summed; × the programme's rate. */
  async function seasons(caller: TPrincipal, year: number): Promise<TDrSeason[]> {
    const parts = await repository.seasonParts(tenancyOf(caller), year);
    return drPrograms.map((program) => {
      const own = parts.filter((part) => part.program_id === program.id);
      const bySn = new Map<string, typeof own>();
      for (const part of own) bySn.set(part.device_sn, [...(bySn.get(part.device_sn) ?? []), part]);
      const averageKw = round(
        [...bySn.values()].reduce(
          (sum, events) =>
            sum + seasonAverageKw(events.map((each) => ({ averageKw: each.average_kw, hours: each.hours }))),
          0,
        ),
      );
      return {
        programId: program.id,
        year,
        events: new Set(own.map((part) => part.event_id)).size,
        averageKw,
        ratePerKw: program.ratePerKw,
        projectedPayment: Math.round(averageKw * program.ratePerKw * 100) / 100,
      };
    });
  }

  async function found(caller: TPrincipal, id: string) {
    const row = await repository.find(tenancyOf(caller), id);
    if (!row) throw new AppError(ErrorCode.drEventMissing);
    return row;
  }

  async function detail(caller: TPrincipal, row: TEventListRow): Promise<TDrEventDetail> {
    const tenancy = tenancyOf(caller);
    const [batteries, campaignIds, timeZone] = await Promise.all([
      repository.batteriesOf(row.id, visibleBatteries(tenancy)),
      repository.campaignIds(row.id),
      repository.timeZoneOf(tenancy, row.id),
    ]);
    return {
      ...eventOf(row),
      batteryList: batteries.map(batteryOf),
      campaignIds,
      timeZone: timeZone ?? drProgram(row.program_id).timeZone,
    };
  }

  return {
    async list(caller: TPrincipal, query: TDrEventListQuery): Promise<TDrEventPage> {
      const { rows, total } = await repository.list(tenancyOf(caller), query);
      return { infos: rows.map(eventOf), total, seasons: await seasons(caller, new Date().getUTCFullYear()) };
    },

    get: async (caller: TPrincipal, id: string) => detail(caller, await found(caller, id)),

    async cancel(caller: TPrincipal, id: string): Promise<TDrEventDetail> {
      const row = await found(caller, id);
      if (row.status === 'cancelled' || row.status === 'completed')
        throw new AppError(ErrorCode.drEventNotCancellable);
      if (caller.kind === 'platform') {
        await repository.cancel(row.id, 'user', caller.userId);
        // The batteries hear it now, not at the job's next round.
        await dispatcher.reconcileEvent(row);
      } else {
        const seen = await repository.batteriesOf(row.id, visibleBatteries(tenancyOf(caller)));
        const access = await deviceAccess.find(tenancyOf(caller), {
          by: 'sn',
          sns: seen.map((battery) => battery.device_sn),
        });
        const operable = new Set(
          access.flatMap((each) =>
            each.sn !== null && deviceAbilities(each.relation, caller.readOnly).operate ? [each.sn] : [],
          ),
        );
        const mine = seen.filter((battery) => operable.has(battery.device_sn));
        if (mine.length === 0) throw new AppError(ErrorCode.noPermission);
        await dispatcher.withdrawBatteries(
          row.id,
          mine.map((battery) => battery.device_sn),
          caller.userId,
        );
      }
      return detail(caller, await found(caller, id));
    },
  };
}
export type DrEventsService = ReturnType<typeof createDrEventsService>;
