import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TEnergyFlow } from '@sunfleet/contract/plants';
import type { TLatestFeed, TLatestUpdate } from '../telemetry/realtime.ts';

/** Proxies close idle connections; a comment line now and then keeps the stream open. */
const heartbeatMs = 25_000;
/** A plant's devices report in bursts; one recomputed flow per second is enough for the diagram. */
const throttleMs = 1_000;

/**
 * Server-sent `flow` events of plants: the energy flow now, and again after readings of the
 * plant's devices are stored (at most once a second). Without a live feed (tests, a database
 * without ingest) a stream carries the current flow and heartbeats only.
 */
export function createFlowStreams(
  feed: TLatestFeed | undefined,
  flowOf: (plantId: string) => Promise<TEnergyFlow>,
) {
  const open = new Set<() => void>();

  return {
    /** `deviceIds`: the plant's devices when the stream opens (a reconnect picks up new ones). */
    async open(
      request: FastifyRequest,
      reply: FastifyReply,
      plantId: string,
      deviceIds: ReadonlySet<string>,
    ) {
      const current = await flowOf(plantId);
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const send = (flow: TEnergyFlow) => stream.write(`event: flow\ndata: ${JSON.stringify(flow)}\n\n`);
      send(current);

      let pending: NodeJS.Timeout | undefined;
      let isClosed = false;
      const onLatest = (update: TLatestUpdate) => {
        if (pending || !deviceIds.has(update.deviceId)) return;
        pending = setTimeout(() => {
          pending = undefined;
          flowOf(plantId)
            .then((flow) => {
              if (!isClosed) send(flow);
            })
            .catch((error: unknown) => request.log.warn({ err: error }, 'plant flow not pushed'));
        }, throttleMs);
      };
      const heartbeat = setInterval(() => stream.write(': keep-alive\n\n'), heartbeatMs);
      const close = () => {
        isClosed = true;
        clearInterval(heartbeat);
        clearTimeout(pending);
        feed?.off('latest', onLatest);
        open.delete(close);
        stream.end();
      };
      feed?.on('latest', onLatest);
      open.add(close);
      request.raw.on('close', close);
    },

    closeAll() {
      for (const close of [...open]) close();
    },
  };
}
