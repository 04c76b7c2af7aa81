import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ZCampaign, type TCampaign } from '@sunfleet/contract/campaigns';
import { readEventStream } from '@/lib/event-stream';
import { campaignKeys } from './query-keys.ts';

/**
 * Follows a campaign live over `GET /api/v1/campaigns/{id}/stream` (server-sent `campaign` events on
 * every change of its state or progress); each event also refreshes its targets table. Returns the
 * latest campaign pushed, and whether the stream is open.
 */
export function useCampaignStream(id: string): { live: TCampaign | undefined; isLive: boolean } {
  const queryClient = useQueryClient();
  const [live, setLive] = useState<TCampaign>();
  const [isLive, setIsLive] = useState(false);

  useEffect(() => {
    const abort = new AbortController();
    setLive(undefined);
    readEventStream(
      `/api/v1/campaigns/${encodeURIComponent(id)}/stream`,
      (event) => {
        if (event.event !== 'campaign') return;
        const parsed = ZCampaign.safeParse(JSON.parse(event.data));
        if (!parsed.success) return;
        setIsLive(true);
        setLive(parsed.data);
        void queryClient.invalidateQueries({ queryKey: campaignKeys.targets(id) });
      },
      abort.signal,
    )
      .catch(() => undefined)
      .finally(() => setIsLive(false));
    return () => abort.abort();
  }, [id, queryClient]);

  return { live, isLive };
}
