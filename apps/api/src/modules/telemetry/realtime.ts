import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TLatestNotice } from '@sunfleet/db/channel';

/**
 * Where committed readings are announced: the cross-process channel (`Channel` of
 * @sunfleet/db/channel), so a stream on any api process follows readings any ingest stored.
 */
export type TLatestFeed = {
  on(event: 'latest', listener: (notice: TLatestNotice) => void): unknown;
  off(event: 'latest', listener: (notice: TLatestNotice) => void): unknown;
};

/** Proxies close idle connections; a comment line now and then keeps the stream open. */
export const heartbeatMs = 25_000;

/** Takes the reply over from Fastify and starts a server-sent event stream on it (no proxy buffering). */
function startEventStream(reply: FastifyReply) {
  reply.hijack();
  const stream = reply.raw;
  stream.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  return stream;
}

/**
 * The life of this process's server-sent event streams, one way for every kind: started on a
 * reply, kept open by heartbeats, and ended once — when its client goes or the server closes
 * (`closeAll`), running the kind's own clean-up (`onClose`) first.
 */
export function createEventStreams() {
  const open = new Set<() => void>();
  return {
    start<T>(request: FastifyRequest, reply: FastifyReply, event: string, onClose: () => void) {
      const stream = startEventStream(reply);
      let isClosed = false;
      const heartbeat = setInterval(() => stream.write(': keep-alive\n\n'), heartbeatMs);
      const close = () => {
        if (isClosed) return;
        isClosed = true;
        clearInterval(heartbeat);
        onClose();
        open.delete(close);
        stream.end();
      };
      open.add(close);
      request.raw.on('close', close);
      return {
        send: (value: T) => {
          if (!isClosed) stream.write(`event: ${event}\ndata: ${JSON.stringify(value)}\n\n`);
        },
        isClosed: () => isClosed,
      };
    },

    closeAll() {
      for (const close of [...open]) close();
    },
  };
}

export type TLiveStream<T> = {
  request: FastifyRequest;
  reply: FastifyReply;
  /** The server-sent event's name (`latest`, `flow`). */
  event: string;
  /** The devices whose new readings change what the stream shows. */
  deviceIds: ReadonlySet<string>;
  /** What the stream shows now, read from the database; null sends nothing. */
  read: () => Promise<T | null>;
  /**
   * After a reading, wait this long before reading again, so a burst of readings (a plant's
   * devices report together) yields one event; 0 reads at once.
   */
  throttleMs: number;
};

/**
 * Server-sent event streams that follow devices' readings: each gets what `read` returns at once,
 * and again after every announced reading of its devices (the announcement carries ids only, so
 * the stream reads the database itself, whichever process stored the reading). Closing the
 * server ends them all. The telemetry stream of one device and the energy-flow stream of a plant
 * are both this.
 */
export function createLiveStreams(feed: TLatestFeed | undefined) {
  const streams = createEventStreams();

  return {
    async open<T>({ request, reply, event, deviceIds, read, throttleMs }: TLiveStream<T>) {
      const current = await read();
      let pending: NodeJS.Timeout | undefined;
      const onLatest = (notice: TLatestNotice) => {
        if (pending || !deviceIds.has(notice.deviceId)) return;
        pending = setTimeout(() => {
          pending = undefined;
          read()
            .then(send)
            .catch((error: unknown) => request.log.warn({ err: error, event }, 'live stream not pushed'));
        }, throttleMs);
      };
      const stream = streams.start<T>(request, reply, event, () => {
        clearTimeout(pending);
        feed?.off('latest', onLatest);
      });
      const send = (value: T | null) => {
        if (value !== null) stream.send(value);
      };
      send(current);
      feed?.on('latest', onLatest);
    },

    closeAll: () => streams.closeAll(),
  };
}
export type LiveStreams = ReturnType<typeof createLiveStreams>;
