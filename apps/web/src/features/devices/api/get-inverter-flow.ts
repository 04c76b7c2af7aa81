import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { liveRefetchMs } from './live-refetch.ts';
import { deviceKeys } from './query-keys.ts';

export const useInverterFlow = (sn: string) =>
  useQuery({
    queryKey: deviceKeys.inverterFlow(sn),
    queryFn: () => api.get('/api/v1/inverter/{sn}/flow', { path: { sn } }),
    refetchInterval: liveRefetchMs,
  });
