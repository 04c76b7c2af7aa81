import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { deviceKeys } from './query-keys.ts';

export const useMicroByDate = (sn: string, from: string, to: string, enabled: boolean) =>
  useQuery({
    queryKey: deviceKeys.microByDate(sn, from, to),
    queryFn: () => api.get('/api/v1/genMi/{sn}/byDate', { path: { sn }, query: { from, to } }),
    enabled,
  });
