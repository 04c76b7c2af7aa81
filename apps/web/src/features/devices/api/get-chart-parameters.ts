import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { deviceKeys } from './query-keys.ts';

export const useChartParameters = (sn: string) =>
  useQuery({
    queryKey: deviceKeys.chartParameters(sn),
    queryFn: () => api.get('/api/v1/inverter/params', { query: { sn } }),
  });
