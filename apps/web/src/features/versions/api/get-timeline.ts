import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { versionKeys } from './query-keys.ts';

/** `GET /api/v1/version/timeline`: every record, newest first. */
export const timelineQuery = queryOptions({
  queryKey: versionKeys.timeline(),
  queryFn: () => api.get('/api/v1/version/timeline'),
});
export const useTimeline = () => useQuery(timelineQuery);
