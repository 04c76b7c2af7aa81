import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { liveRefetchMs } from './live-refetch.ts';
import { deviceKeys } from './query-keys.ts';

export const useInverterInput = (sn: string) =>
  useQuery({
    queryKey: deviceKeys.inverterInput(sn),
    queryFn: () => api.get('/api/v1/inverter/{sn}/realtime/input', { path: { sn } }),
    refetchInterval: liveRefetchMs,
  });
