import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { campaignKeys } from './query-keys.ts';

/** `GET /api/v1/campaigns`: the campaigns the user sees, newest first, with their counts. */
export const campaignsQuery = (page: number, size: number) =>
  queryOptions({
    queryKey: campaignKeys.list(page, size),
    queryFn: () => api.get('/api/v1/campaigns', { query: { page, size } }),
    placeholderData: keepPreviousData,
    refetchInterval: 5_000,
  });

export const useCampaigns = (page: number, size: number) => useQuery(campaignsQuery(page, size));
