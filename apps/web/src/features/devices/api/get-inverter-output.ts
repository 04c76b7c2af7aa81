import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { liveRefetchMs } from './live-refetch.ts';
import { deviceKeys } from './query-keys.ts';

export const useInverterOutput = (sn: string) =>
  useQuery({
    queryKey: deviceKeys.inverterOutput(sn),
    queryFn: () => api.get('/api/v1/inverter/{sn}/realtime/output', { path: { sn } }),
    refetchInterval: liveRefetchMs,
  });
