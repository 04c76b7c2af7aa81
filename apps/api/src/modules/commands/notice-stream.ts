import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TCampaignNotice, TCommandNotice } from '@sunfleet/db/channel';
import { createEventStreams } from '../telemetry/realtime.ts';
import type { TCommandFeed } from './service.ts';

type TNotices = { command: TCommandNotice; campaign: TCampaignNotice };

export type TNoticeStream<E extends keyof TNotices, T> = {
  request: FastifyRequest;
  reply: FastifyReply;
  /** The channel notices the stream follows. */
  notice: E;
  /** The server-sent event's name. */
  event: string;
  /** The key a notice concerns, if the stream shows it; undefined ignores the notice. */
  keyOf: (notice: TNotices[E]) => string | undefined;
  /** What the stream shows of these keys now, read from the database. */
  read: (keys: readonly string[]) => Promise<T[]>;
  /** The keys to send at once. */
  initial: readonly string[];
};

/**
 * Server-sent event streams of commands and campaigns: what `read` returns for the initial keys at
 * once, then again for each key a channel notice names (notices carry ids only, so the stream reads
 * the database itself, whichever process made the change). Notices arriving while a read runs are
 * gathered and read together. Closing the server ends them all.
 */
export function createNoticeStreams(feed: TCommandFeed | undefined) {
  const streams = createEventStreams();

  return {
    async open<E extends keyof TNotices, T>({
      request,
      reply,
      notice,
      event,
      keyOf,
      read,
      initial,
    }: TNoticeStream<E, T>) {
      const current = await read(initial);
      const waiting = new Set<string>();
      let isReading = false;
      const readWaiting = () => {
        if (isReading || waiting.size === 0 || stream.isClosed()) return;
        isReading = true;
        const batch = [...waiting];
        waiting.clear();
        read(batch)
          .then((changed) => changed.forEach(stream.send))
          .catch((error: unknown) => request.log.warn({ err: error, event }, 'notice stream not pushed'))
          .finally(() => {
            isReading = false;
            readWaiting();
          });
      };
      const onNotice = (received: TNotices[E]) => {
        const key = keyOf(received);
        if (key === undefined) return;
        waiting.add(key);
        readWaiting();
      };
      // The feed's overloads take one event name at a time; `notice` is one of them.
      const listen = (on: boolean) =>
        notice === 'command'
          ? feed?.[on ? 'on' : 'off']('command', onNotice as (received: TCommandNotice) => void)
          : feed?.[on ? 'on' : 'off']('campaign', onNotice as (received: TCampaignNotice) => void);
      const stream = streams.start<T>(request, reply, event, () => listen(false));
      current.forEach(stream.send);
      listen(true);
    },

    closeAll: () => streams.closeAll(),
  };
}
export type NoticeStreams = ReturnType<typeof createNoticeStreams>;
