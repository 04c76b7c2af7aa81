import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { liveRefetchMs } from './live-refetch.ts';
import { deviceKeys } from './query-keys.ts';

export const useDeviceEvents = (sn: string) =>
  useQuery({
    queryKey: deviceKeys.recentEvents(sn),
    queryFn: () => api.get('/api/v1/event/{sn}', { path: { sn }, query: { page: 1, size: 10 } }),
    refetchInterval: liveRefetchMs,
  });
