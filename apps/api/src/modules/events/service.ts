import type { TEventDownloadQuery } from '@sunfleet/contract/events';
import { ErrorCode } from '@sunfleet/contract/errors';
import type { TLang } from '@sunfleet/contract/lang';
import type { TPrincipal } from '../../plugins/authentication.ts';
import { AppError } from '../../plugins/envelope.ts';
import { tenancyOf } from '../../tenancy.ts';
import type { PlantsService } from '../plants/service.ts';
import { eventWorkbook } from './event-workbook.ts';
import type { EventsRepository, TEventFilter } from './repository.ts';

/** A download holds at most this many events, newest first (a filter narrows it). */
export const downloadLimit = 10_000;

/** Acknowledging events and downloading them. */
export function createEventsService({ events, plants }: { events: EventsRepository; plants: PlantsService }) {
  return {
    /**
     * Acknowledges an event the caller sees. On a plant it takes the right to edit the plant (a
     * visitor only reads); a gateway's event before its plant, the gateway's company or customer.
     */
    async acknowledge(caller: TPrincipal, id: string, comment: string): Promise<void> {
      const event = await events.find(tenancyOf(caller), id);
      if (!event) throw new AppError(ErrorCode.notFound);
      if (event.plantId) await plants.access(caller, event.plantId, 'edit');
      await events.acknowledge(id, caller.userId, comment);
    },

    /** The events of a filter as an .xlsx in the caller's language. */
    async download(caller: TPrincipal, filter: TEventDownloadQuery & TEventFilter, lang: TLang) {
      const rows = await events.all(tenancyOf(caller), filter, lang, downloadLimit);
      const day = new Date().toISOString().slice(0, 10);
      return { filename: `events-${day}.xlsx`, content: eventWorkbook(rows, lang) };
    },
  };
}
export type EventsService = ReturnType<typeof createEventsService>;
