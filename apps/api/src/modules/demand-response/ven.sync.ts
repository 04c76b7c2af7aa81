import type { FastifyBaseLogger } from 'fastify';
import { isDrProgramId, type TDrProgramId } from '@sunfleet/contract/demand-response';
import { readEvent } from '@sunfleet/openadr/dispatch';
import { performanceReport } from '@sunfleet/openadr/report';
import type { TOadrEvent, TOadrNotification } from '@sunfleet/openadr/schema';
import type { VenClient } from '@sunfleet/openadr/ven-client';
import { measure } from './events.performance.ts';
import type { DrEventsRepository, TEventRow } from './events.repository.ts';
import type { Dispatcher } from './ven.dispatch.ts';
import type { VenSubscription } from './ven.subscription.ts';

/**
 * Sunfleet as a VEN (docs/adr/0049), one round per period of the scheduler's `dr.ven` job
 * (docs/adr/0041) across all api processes: read the four programmes' events from the VTN, record
 * each new or modified one, cancel those the VTN deleted or zeroed (User Guide §7.9), bring the
 * batteries in line (`Dispatcher.reconcile`), then measure ended events and post their reports.
 * The round is short (default 20 s) so a cancelled or modified event reaches the batteries within
 * a minute even without a notification. With a subscription (docs/adr/0058) the round also keeps it
 * renewed, and a notification the VTN posts to any api process takes the same path at once
 * (`applyNotification`).
 */

/**
 * Data may arrive late (a gateway back-fills): an event is measured this long after it ended, and
 * again at this pace while its data is incomplete (`OADR_SETTLE_SECONDS`, default 5 minutes).
 */
export const defaultSettleMs = 5 * 60_000;

const at = (value: string | Date | null) => (value === null ? null : new Date(value));

export function createVenSync({
  vtn,
  clientName,
  settleMs = defaultSettleMs,
  repository,
  dispatcher,
  subscription,
  log,
}: {
  vtn: VenClient | undefined;
  clientName: string;
  settleMs?: number;
  repository: DrEventsRepository;
  dispatcher: Dispatcher;
  subscription?: VenSubscription;
  log: FastifyBaseLogger;
}) {
  /** Records one event the VTN listed; answers its row. */
  async function record(programId: TDrProgramId, event: TOadrEvent, known: TEventRow | undefined) {
    // A 'do it now' event starts when Sunfleet first read it, not at each later reading.
    const reading = readEvent(event, known?.starts_at ? new Date(known.starts_at).getTime() : Date.now());
    const window =
      reading.kind === 'dispatch' || reading.kind === 'none'
        ? { startsAt: new Date(reading.startMs), endsAt: new Date(reading.endMs) }
        : { startsAt: at(known?.starts_at ?? null), endsAt: at(known?.ends_at ?? null) };
    const row = await repository.upsert({
      vtnEventId: event.id,
      vtnProgramId: event.programID,
      programId,
      name: event.eventName ?? '',
      reading: reading.kind === 'cancelled' ? (known?.reading ?? 'none') : reading.kind,
      refusal: reading.kind === 'refused' ? reading.reasons.join('; ').slice(0, 2000) : '',
      level: reading.kind === 'dispatch' ? reading.level : 0,
      ...window,
      body: event,
      vtnModifiedAt: event.modificationDateTime,
    });
    if (reading.kind === 'cancelled') await repository.cancel(row.id, 'vtn', null);
    if (reading.kind === 'refused')
      log.warn({ event: event.id, reasons: reading.reasons }, 'OpenADR event refused');
    return row;
  }

  /** Reads every programme's events; an event Sunfleet holds that the VTN no longer lists was deleted. */
  async function readVtn(client: VenClient) {
    const programs = await client.listPrograms();
    for (const program of programs) {
      if (!isDrProgramId(program.programName)) continue;
      const events = await client.listEvents(program.id);
      const open = new Map(
        (await repository.openOfProgram(program.programName)).map((row) => [row.vtn_event_id, row]),
      );
      for (const event of events) await record(program.programName, event, open.get(event.id));
      const listed = new Set(events.map((event) => event.id));
      for (const row of open.values())
        if (!listed.has(row.vtn_event_id) && row.vtn_program_id === program.id)
          await repository.cancel(row.id, 'vtn', null);
    }
  }

  /** Records an event a notification carried; undefined when it is not one of Sunfleet's programmes. */
  async function recordNotified(client: VenClient, event: TOadrEvent) {
    const program = await client.getProgram(event.programID);
    if (!isDrProgramId(program.programName)) return undefined;
    return record(program.programName, event, await repository.byVtnEventId(event.id));
  }

  /** Cancels an event the VTN deleted (User Guide §7.9). */
  async function cancelDeleted(event: TOadrEvent) {
    const row = await repository.byVtnEventId(event.id);
    if (row) await repository.cancel(row.id, 'vtn', null);
    return row;
  }

  /** Measures an ended event's batteries and posts (or updates) its report. */
  async function measureAndReport(client: VenClient | undefined, event: TEventRow) {
    if (!event.starts_at || !event.ends_at) return;
    const startMs = new Date(event.starts_at).getTime();
    const endMs = Math.min(
      new Date(event.ends_at).getTime(),
      event.cancelled_at ? new Date(event.cancelled_at).getTime() : Infinity,
    );
    const batteries = await repository.batteriesOf(event.id);
    const performances = [];
    for (const battery of batteries) {
      const isOptedOut = battery.state !== 'sent';
      const measured = measure(
        isOptedOut
          ? []
          : await repository.batteryBuckets(
              battery.device_sn,
              new Date(startMs - (startMs % 300_000)),
              new Date(endMs),
            ),
        startMs,
        endMs,
      );
      if (!isOptedOut) await repository.saveMeasurement(event.id, battery.device_sn, measured);
      performances.push({ resourceName: battery.device_sn, startMs, endMs, ...measured, isOptedOut });
    }
    if (!client || performances.length === 0) return;
    const report = performanceReport({ eventID: event.vtn_event_id, clientName, batteries: performances });
    const posted = event.vtn_report_id
      ? await client.updateReport(event.vtn_report_id, report)
      : await client.createReport(report);
    await repository.markReported(event.id, posted.id);
  }

  return {
    /** One round (the scheduler's `dr.ven` job). */
    async runOnce(now: Date = new Date()): Promise<void> {
      await subscription
        ?.ensure(now)
        .catch((error: unknown) => log.error({ err: error }, 'OpenADR subscription failed; polling goes on'));
      if (vtn) await readVtn(vtn);
      await dispatcher.reconcile(now);
      for (const event of await repository.toMeasure(now, settleMs, { isReporting: vtn !== undefined }))
        await measureAndReport(vtn, event).catch((error: unknown) =>
          log.error({ err: error, event: event.id }, 'OpenADR report failed'),
        );
    },
    measureAndReport,
    /**
     * One notification the VTN posted (already checked against the official schema): an event
     * created or modified is recorded as a round would record it, one deleted is cancelled, and
     * its batteries are brought in line now rather than at the next round.
     */
    async applyNotification(notification: TOadrNotification): Promise<void> {
      if (notification.objectType !== 'EVENT' || !vtn) return;
      const event = notification.object as TOadrEvent;
      const row =
        notification.operation === 'DELETE' ? await cancelDeleted(event) : await recordNotified(vtn, event);
      if (row) await dispatcher.reconcileEvent(row);
    },
  };
}
export type VenSync = ReturnType<typeof createVenSync>;
