import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { deviceKeys } from './query-keys.ts';

/** `GET /api/v1/batteries/count`: the batteries the user sees by status. */
export const getBatteryCounts = () => api.get('/api/v1/batteries/count', {});

export const batteryCountsQuery = () =>
  queryOptions({ queryKey: deviceKeys.batteryCounts(), queryFn: getBatteryCounts, refetchInterval: 60_000 });

export const useBatteryCounts = () => useQuery(batteryCountsQuery());
