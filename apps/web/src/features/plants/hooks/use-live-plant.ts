import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { readEventStream } from '@/lib/event-stream';

/** Streams per plant: a plant's devices upload together, so one or two inverters are enough. */
const maxStreams = 2;
/** Readings of several devices of one upload arrive together: refetch once for them. */
const refetchDelayMs = 1_000;

/**
 * Keeps a plant's live numbers current by push: the telemetry module's server-sent events of the
 * plant's devices (`/api/v1/telemetry/{sn}/stream`) announce each committed reading, and the
 * plant's flow and headline numbers are fetched again. `isLive` is false when no stream could be
 * opened; the caller then polls.
 */
export function useLivePlant(plantId: string, deviceSns: readonly string[]): { isLive: boolean } {
  const queryClient = useQueryClient();
  const [isLive, setIsLive] = useState(false);
  const streamKey = deviceSns.slice(0, maxStreams).join(',');

  useEffect(() => {
    const sns = streamKey ? streamKey.split(',') : [];
    if (sns.length === 0) return;
    const abort = new AbortController();
    let pending: ReturnType<typeof setTimeout> | undefined;
    const refetch = () => {
      setIsLive(true);
      if (pending) return;
      pending = setTimeout(() => {
        pending = undefined;
        void queryClient.invalidateQueries({ queryKey: ['plant', plantId, 'flow'] });
        void queryClient.invalidateQueries({ queryKey: ['plant', plantId, 'realtime'] });
      }, refetchDelayMs);
    };
    let openStreams = sns.length;
    for (const sn of sns) {
      readEventStream(
        `/api/v1/telemetry/${encodeURIComponent(sn)}/stream`,
        (event) => event.event === 'latest' && refetch(),
        abort.signal,
      )
        .catch(() => undefined)
        .finally(() => {
          openStreams -= 1;
          if (openStreams === 0 && !abort.signal.aborted) setIsLive(false);
        });
    }
    return () => {
      abort.abort();
      clearTimeout(pending);
      setIsLive(false);
    };
  }, [plantId, streamKey, queryClient]);

  return { isLive };
}
