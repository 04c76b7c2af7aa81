import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { liveRefetchMs } from './live-refetch.ts';
import { deviceKeys } from './query-keys.ts';

export const useMeterRealtime = (sn: string) =>
  useQuery({
    queryKey: deviceKeys.meterRealtime(sn),
    queryFn: () => api.get('/api/v1/meter/{sn}/realtime', { path: { sn } }),
    refetchInterval: liveRefetchMs,
  });
