import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { campaignKeys } from './query-keys.ts';

/** `GET /api/v1/campaigns/{id}`: the campaign with its counts and audit trail. */
export const campaignQuery = (id: string) =>
  queryOptions({
    queryKey: campaignKeys.detail(id),
    queryFn: () => api.get('/api/v1/campaigns/{id}', { path: { id } }),
  });

export const useCampaign = (id: string) => useQuery(campaignQuery(id));
