import type { TReleaseBlock } from '@sunfleet/commands/campaigns/model';
import type { TCampaignKind } from '@sunfleet/contract/campaigns';
import type { DrEventsRepository } from './events.repository.ts';

/**
 * Campaign kinds a demand-response event holds off its plants (docs/adr/0055): an upgrade takes
 * the gateway or the device behind it away for minutes and may leave it failed, so it must not
 * start while the utility counts on the battery. A dispatch is the event itself; restarts and
 * settings are a user's deliberate act and stay theirs to time.
 */
export const heldByDemandResponse: ReadonlySet<TCampaignKind> = new Set(['upgrade']);

/**
 * How far ahead an event holds an upgrade back: one released now may wait 15 minutes for its
 * gateway (the campaign command's time to live), then flash, restart and prove itself healthy
 * (3 minutes) or fail after the return timeout (15 minutes) — an hour keeps it clear of the event.
 */
export const demandResponseLeadMs = 60 * 60_000;

/**
 * The campaign tick's release block from the events in the database (so every process holds the
 * same plants): loaded once per tick, for the plants whose event runs now or starts within the
 * lead; a held kind's targets on them stay pending until the event is over or cancelled.
 */
export function demandResponseHold(repository: Pick<DrEventsRepository, 'plantsInEvents'>) {
  return async (now: Date): Promise<TReleaseBlock> => {
    const held = new Set(
      await repository.plantsInEvents(now, new Date(now.getTime() + demandResponseLeadMs)),
    );
    return (site, _at, kind) =>
      heldByDemandResponse.has(kind) && site.plantId !== null && held.has(site.plantId);
  };
}
