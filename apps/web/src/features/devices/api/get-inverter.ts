import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { liveRefetchMs } from './live-refetch.ts';
import { deviceKeys } from './query-keys.ts';

export const inverterQuery = (sn: string) =>
  queryOptions({
    queryKey: deviceKeys.inverter(sn),
    queryFn: () => api.get('/api/v1/inverter/{sn}', { path: { sn } }),
    refetchInterval: liveRefetchMs,
  });
export const useInverter = (sn: string) => useQuery(inverterQuery(sn));
