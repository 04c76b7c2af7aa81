import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TTargetState } from '@sunfleet/contract/campaigns';
import { api } from '@/lib/api';
import { campaignKeys } from './query-keys.ts';

/** `GET /api/v1/campaigns/{id}/targets`: a page of the campaign's targets, optionally of one state. */
export const campaignTargetsQuery = (id: string, page: number, size: number, state?: TTargetState) =>
  queryOptions({
    queryKey: campaignKeys.targetPage(id, page, size, state),
    queryFn: () =>
      api.get('/api/v1/campaigns/{id}/targets', {
        path: { id },
        query: { page, size, ...(state && { state }) },
      }),
    placeholderData: keepPreviousData,
  });

export const useCampaignTargets = (id: string, page: number, size: number, state?: TTargetState) =>
  useQuery(campaignTargetsQuery(id, page, size, state));
