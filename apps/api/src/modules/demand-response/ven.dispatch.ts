import { unpacedPerMinute } from '@sunfleet/contract/campaigns';
import { dischargeKw } from '@sunfleet/openadr/dispatch';
import { createCampaign, type TNewTarget } from '@sunfleet/commands/campaigns/store';
import { actOnCampaign } from '@sunfleet/commands/campaigns/tick';
import { cancelCommand } from '@sunfleet/commands/queue';
import type { Database } from '@sunfleet/db/connect';
import { rowsOf, sql } from '@sunfleet/db/query';
import {
  createDrEventsRepository,
  type DrEventsRepository,
  type TEnrolledBattery,
  type TEventBatteryRow,
  type TEventRow,
} from './events.repository.ts';

/**
 * Dispatch (docs/adr/0049): an event's batteries are told through campaigns of kind
 * `demandResponse` (docs/adr/0040) — never a loop of single commands — whose targets each carry the
 * gateway's `demandResponse` command: discharge at the battery's share of its rated power for the
 * event's window (absolute instants; the gateway keeps its own clock and the battery its reserve).
 * `reconcile` runs on every round of the VEN job and brings the batteries in line with the event
 * as it now stands: a new or modified event sends the window (the gateway replaces the one before),
 * a cancelled one sends `cancel`, an opt-out sends `cancel` to that battery, a battery enrolled late
 * joins, and a battery whose command was never acknowledged is sent it again (at most
 * `maxResends` times). Each change is one campaign with its own audit trail.
 */

export const maxResends = 3;

/** A dispatch campaign never halts: one battery's failure must not stop its neighbours. */
const neverHalt = { failurePercent: 100, minExecuted: 10_000 };

type TAction = 'discharge' | 'cancel';

export function createDispatcher({
  db,
  repository,
  poke,
}: {
  db: Database;
  repository: DrEventsRepository;
  /** Asks the campaign tick to run soon. */
  poke: () => void;
}) {
  /**
   * Runs `work` holding the event's row, with a repository on the same transaction: the job's
   * round, a user's cancel and another process's round may meet on one event, and must not each
   * send the batteries the same change.
   */
  async function holdingEvent<T>(
    id: string,
    work: (tools: { tx: Database; events: DrEventsRepository; event: TEventRow }) => Promise<T>,
  ): Promise<T | undefined> {
    return db.transaction(async (tx) => {
      const held = rowsOf<{ id: string }>(
        await tx.execute(sql`SELECT id FROM dr_events WHERE id = ${id} FOR UPDATE`),
      );
      if (held.length === 0) return undefined;
      const events = createDrEventsRepository(tx);
      return work({ tx, events, event: await events.byId(id) });
    });
  }

  async function startCampaign(
    tx: Database,
    event: TEventRow,
    action: TAction,
    batteries: readonly { deviceSn: string; gatewaySn: string; plantId: string | null; powerKw: number }[],
    userId: string | null,
  ) {
    const startAt = event.starts_at ? new Date(event.starts_at).getTime() : Date.now();
    const endAt = event.ends_at ? new Date(event.ends_at).getTime() : startAt;
    const targets: TNewTarget[] = batteries.map((battery) => ({
      gatewaySn: battery.gatewaySn,
      deviceSn: battery.deviceSn,
      plantId: battery.plantId,
      plan: [
        {
          kind: 'demandResponse',
          payload: { eventId: event.id, startAt, endAt, action, powerKw: battery.powerKw },
        },
      ],
    }));
    const campaign = await createCampaign(tx, {
      kind: 'demandResponse',
      name: `${action === 'cancel' ? 'Cancel' : 'Dispatch'} ${event.name || event.vtn_event_id}`.slice(0, 64),
      payload: { eventId: event.id, vtnEventId: event.vtn_event_id, action, revision: event.vtn_modified_at },
      selection: { eventId: event.id },
      firstWave: targets.length,
      perMinute: unpacedPerMinute,
      halt: neverHalt,
      createdBy: userId,
      companyId: null,
      targets,
    });
    poke();
    return campaign;
  }

  /**
   * Stops what earlier campaigns of these batteries have not sent yet. A campaign also carries
   * neighbours (other customers' batteries, perhaps behind a gateway still offline): it is cancelled
   * whole only when all its batteries stop, otherwise only these batteries' queued commands are.
   */
  async function stopEarlier(
    { tx, events }: { tx: Database; events: DrEventsRepository },
    rows: readonly TEventBatteryRow[],
    userId: string | null,
  ) {
    const ids = new Set(rows.flatMap((row) => (row.campaign_id ? [row.campaign_id] : [])));
    const stopping = rows.map((row) => row.device_sn);
    for (const id of ids) {
      const queued = await events.queuedCommandsOf(id, stopping);
      if (!queued.hasOthers) {
        await actOnCampaign(tx, id, 'cancel', userId);
        continue;
      }
      for (const commandId of queued.ids) await cancelCommand(tx, commandId, 'the battery left the event');
    }
  }

  /** Tells sent batteries to end the event, and records why. */
  async function withdraw(
    { tx, events }: { tx: Database; events: DrEventsRepository },
    event: TEventRow,
    rows: readonly TEventBatteryRow[],
    state: 'optedOut' | 'cancelled',
    userId: string | null,
  ) {
    if (rows.length === 0) return;
    await stopEarlier({ tx, events }, rows, userId);
    await startCampaign(
      tx,
      event,
      'cancel',
      rows.map((row) => ({
        deviceSn: row.device_sn,
        gatewaySn: row.gateway_sn,
        plantId: row.plant_id,
        powerKw: 0,
      })),
      userId,
    );
    await events.setState(
      event.id,
      rows.map((row) => row.device_sn),
      state,
    );
  }

  async function send(
    { tx, events }: { tx: Database; events: DrEventsRepository },
    event: TEventRow,
    batteries: readonly TEnrolledBattery[],
    resent: ReadonlySet<string>,
  ) {
    if (batteries.length === 0) return;
    const planned = batteries.map((battery) => ({
      battery,
      requestedKw: dischargeKw(battery.discharge_kw, battery.participation_level),
      isResend: resent.has(battery.device_sn),
    }));
    const campaign = await startCampaign(
      tx,
      event,
      'discharge',
      planned.map(({ battery, requestedKw }) => ({
        deviceSn: battery.device_sn,
        gatewaySn: battery.gateway_sn,
        plantId: battery.plant_id,
        powerKw: requestedKw,
      })),
      null,
    );
    await events.markSent(event.id, campaign.id, planned);
  }

  /** Brings one event's batteries in line with it (see the module comment). */
  async function reconcileHeld(tools: { tx: Database; events: DrEventsRepository; event: TEventRow }) {
    const { events, event } = tools;
    const rows = await events.batteriesOf(event.id);
    const sent = rows.filter((row) => row.state === 'sent');
    // Cancelled, or modified so that it no longer calls (SIMPLE 0, or refused): stop what was sent.
    if (event.cancelled_at !== null || event.reading !== 'dispatch')
      return withdraw(tools, event, sent, 'cancelled', null);

    const enrolled = await events.enrolledBatteries(event.program_id);
    const taking = new Map(
      enrolled.filter((battery) => !battery.opted_out).map((each) => [each.device_sn, each]),
    );
    const known = new Map(rows.map((row) => [row.device_sn, row]));
    const isRevised = event.dispatched_revision !== event.vtn_modified_at;

    // Opted out (or no longer enrolled) since they were sent: end the event on those batteries.
    await withdraw(
      tools,
      event,
      sent.filter((row) => !taking.has(row.device_sn)),
      'optedOut',
      null,
    );
    await events.markOptedOut(
      event.id,
      enrolled.filter((battery) => battery.opted_out && !known.has(battery.device_sn)),
    );

    const unacknowledged = new Set(isRevised ? [] : await events.unacknowledged(event.id));
    const due = [...taking.values()].filter((battery) => {
      const row = known.get(battery.device_sn);
      if (!row) return true;
      if (row.state === 'cancelled') return false;
      if (isRevised) return true;
      // An opt-in after an opt-out joins the event again.
      if (row.state === 'optedOut') return true;
      return unacknowledged.has(battery.device_sn) && row.resends < maxResends;
    });
    if (isRevised) await stopEarlier(tools, sent, null);
    await send(tools, event, due, unacknowledged);
    if (isRevised) await events.markDispatched(event.id, event.vtn_modified_at);
  }

  /** Brings one event's batteries in line with it, holding its row (see the module comment). */
  const reconcileEvent = async (event: Pick<TEventRow, 'id'>) => {
    await holdingEvent(event.id, reconcileHeld);
  };

  return {
    reconcileEvent,
    /** Every event whose batteries may need a command now. */
    async reconcile(now: Date): Promise<void> {
      for (const event of await repository.needingDispatch(now)) await reconcileEvent(event);
    },
    /** A user's cancel of some batteries' part in an event (their own plants'). */
    async withdrawBatteries(eventId: string, deviceSns: readonly string[], userId: string) {
      await holdingEvent(eventId, async (tools) => {
        const chosen = new Set(deviceSns);
        const rows = await tools.events.batteriesOf(eventId);
        await withdraw(
          tools,
          tools.event,
          rows.filter((row) => row.state === 'sent' && chosen.has(row.device_sn)),
          'cancelled',
          userId,
        );
      });
    },
  };
}
export type Dispatcher = ReturnType<typeof createDispatcher>;
