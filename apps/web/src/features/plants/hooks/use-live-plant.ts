import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ZEnergyFlow } from '@sunfleet/contract/plants';
import { readEventStream } from '@/lib/event-stream';
import { energyFlowQuery } from '../api/get-energy-flow.ts';

/** Headline numbers follow the flow, but need not be fetched on every push. */
const realtimeRefetchMs = 15_000;

/**
 * Keeps a plant's energy flow current by push: the api's server-sent `flow` events
 * (`/api/v1/plant/energy/{id}/flow/stream`, the same object as `/flow`, sent after new readings)
 * replace the cached flow, and the headline numbers are fetched again now and then. `isLive` is
 * false while no stream is open; the caller then polls.
 */
export function useLivePlant(plantId: string): { isLive: boolean } {
  const queryClient = useQueryClient();
  const [isLive, setIsLive] = useState(false);

  useEffect(() => {
    const abort = new AbortController();
    let lastRealtimeRefetch = 0;
    const onFlow = (data: string) => {
      const flow = ZEnergyFlow.safeParse(JSON.parse(data));
      if (!flow.success) return;
      setIsLive(true);
      queryClient.setQueryData(energyFlowQuery(plantId).queryKey, flow.data);
      if (Date.now() - lastRealtimeRefetch < realtimeRefetchMs) return;
      lastRealtimeRefetch = Date.now();
      void queryClient.invalidateQueries({ queryKey: ['plant', plantId, 'realtime'] });
    };
    readEventStream(
      `/api/v1/plant/energy/${encodeURIComponent(plantId)}/flow/stream`,
      (event) => event.event === 'flow' && onFlow(event.data),
      abort.signal,
    )
      .catch(() => undefined)
      .finally(() => {
        if (!abort.signal.aborted) setIsLive(false);
      });
    return () => {
      abort.abort();
      setIsLive(false);
    };
  }, [plantId, queryClient]);

  return { isLive };
}
