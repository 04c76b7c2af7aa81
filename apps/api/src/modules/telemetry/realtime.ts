import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TLatestValues } from '@sunfleet/contract/telemetry';
import type { TDecodedValue } from '@sunfleet/protocols/codec';
import { latestValuesOf } from './latest-values.ts';

/** A device's newest values as the ingest announces them after committing. */
export type TLatestUpdate = {
  deviceId: string;
  deviceSn: string;
  readAt: number;
  values: readonly TDecodedValue[];
};

/** The live-data component as the realtime routes need it. */
export type TLatestFeed = {
  on(event: 'latest', listener: (update: TLatestUpdate) => void): unknown;
  off(event: 'latest', listener: (update: TLatestUpdate) => void): unknown;
};

/** Proxies close idle connections; a comment line now and then keeps the stream open. */
const heartbeatMs = 25_000;

/**
 * Server-sent event streams of devices' latest values. Each stream gets the current values at
 * once and every committed reading after; closing the server ends them all.
 */
export function createRealtimeStreams(feed: TLatestFeed) {
  const open = new Set<() => void>();

  return {
    open({
      request,
      reply,
      deviceId,
      sn,
      current,
    }: {
      request: FastifyRequest;
      reply: FastifyReply;
      deviceId: string;
      sn: string;
      current: TLatestValues | null;
    }) {
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const send = (latest: TLatestValues) =>
        stream.write(`event: latest\ndata: ${JSON.stringify(latest)}\n\n`);
      if (current) send(current);
      const onLatest = (update: TLatestUpdate) => {
        if (update.deviceId === deviceId)
          send(latestValuesOf(sn, update.readAt, update.values, request.lang));
      };
      const heartbeat = setInterval(() => stream.write(': keep-alive\n\n'), heartbeatMs);
      const close = () => {
        clearInterval(heartbeat);
        feed.off('latest', onLatest);
        open.delete(close);
        stream.end();
      };
      feed.on('latest', onLatest);
      open.add(close);
      request.raw.on('close', close);
    },

    closeAll() {
      for (const close of [...open]) close();
    },
  };
}
