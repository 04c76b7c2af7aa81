import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ZEnergyFlow } from '@sunfleet/contract/plants';
import { readEventStream } from '@/lib/event-stream';
import { energyFlowQuery } from '../api/get-energy-flow.ts';
import { isPlantId } from '../model/paths.ts';
import { plantKeys } from '../api/query-keys.ts';

/** Headline numbers follow the flow, but need not be fetched on every push. */
const realtimeRefetchMs = 15_000;

/**
 * Today's power curve shows the running 5-minute bucket: after a push it is fetched again once
 * the ingest has folded the new readings into the rollups (it waits about 5 s to fold many at
 * once), at most every 30 s. Polling every 5 minutes showed a new bucket 3 to 9 minutes late.
 */
const curveRefetchMs = 30_000;
const rollupFoldDelayMs = 8_000;

/**
 * Keeps a plant's energy flow current by push: the api's server-sent `flow` events
 * (`/api/v1/plant/energy/{id}/flow/stream`, the same object as `/flow`, sent after new readings)
 * replace the cached flow; the headline numbers and today's power curve are fetched again now and then. `isLive` is
 * false while no stream is open; the caller then polls.
 */
export function useLivePlant(plantId: string): { isLive: boolean } {
  const queryClient = useQueryClient();
  const [isLive, setIsLive] = useState(false);

  useEffect(() => {
    if (!isPlantId(plantId)) return;
    const abort = new AbortController();
    let lastRealtimeRefetch = 0;
    let lastCurveRefetch = 0;
    let curveTimer: ReturnType<typeof setTimeout> | undefined;
    const refetchCurveSoon = () => {
      if (curveTimer || Date.now() - lastCurveRefetch < curveRefetchMs) return;
      curveTimer = setTimeout(() => {
        curveTimer = undefined;
        lastCurveRefetch = Date.now();
        void queryClient.invalidateQueries({ queryKey: plantKeys.powerDays(plantId) });
      }, rollupFoldDelayMs);
    };
    const onFlow = (data: string) => {
      const flow = ZEnergyFlow.safeParse(JSON.parse(data));
      if (!flow.success) return;
      setIsLive(true);
      queryClient.setQueryData(energyFlowQuery(plantId).queryKey, flow.data);
      refetchCurveSoon();
      if (Date.now() - lastRealtimeRefetch < realtimeRefetchMs) return;
      lastRealtimeRefetch = Date.now();
      void queryClient.invalidateQueries({ queryKey: plantKeys.realtime(plantId) });
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
      clearTimeout(curveTimer);
      setIsLive(false);
    };
  }, [plantId, queryClient]);

  return { isLive };
}
