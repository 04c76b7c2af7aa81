import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** `GET /api/v1/batteries/count`: the batteries the user sees by status. */
export const getBatteryCounts = () => api.get('/api/v1/batteries/count', {});

export const batteryCountsQuery = () =>
  queryOptions({ queryKey: ['batteries', 'count'], queryFn: getBatteryCounts, refetchInterval: 60_000 });

export const useBatteryCounts = () => useQuery(batteryCountsQuery());
