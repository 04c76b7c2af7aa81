import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { deviceKeys } from './query-keys.ts';

export const useMeterCurve = (sn: string, date: string) =>
  useQuery({
    queryKey: deviceKeys.meterCurve(sn, date),
    queryFn: () => api.get('/api/v1/meter/{sn}/day', { path: { sn }, query: { date } }),
    placeholderData: keepPreviousData,
  });
