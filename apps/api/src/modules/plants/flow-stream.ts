import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TEnergyFlow } from '@sunfleet/contract/plants';
import { createLiveStreams, type TLatestFeed } from '../telemetry/realtime.ts';

/** A plant's devices report in bursts; one recomputed flow per second is enough for the diagram. */
const throttleMs = 1_000;

/**
 * Server-sent `flow` events of plants: the energy flow now, and again after readings of the
 * plant's devices are stored (at most once a second). Without a live feed (a build without a
 * channel) a stream carries the current flow and heartbeats only.
 */
export function createFlowStreams(
  feed: TLatestFeed | undefined,
  flowOf: (plantId: string) => Promise<TEnergyFlow>,
) {
  const streams = createLiveStreams(feed);
  return {
    /** `deviceIds`: the plant's devices when the stream opens (a reconnect picks up new ones). */
    open: (request: FastifyRequest, reply: FastifyReply, plantId: string, deviceIds: ReadonlySet<string>) =>
      streams.open({ request, reply, event: 'flow', deviceIds, read: () => flowOf(plantId), throttleMs }),
    closeAll: () => streams.closeAll(),
  };
}
