import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { deviceKeys } from './query-keys.ts';

export const useMeter = (sn: string) =>
  useQuery({
    queryKey: deviceKeys.meter(sn),
    queryFn: () => api.get('/api/v1/meter/{sn}', { path: { sn } }),
  });
