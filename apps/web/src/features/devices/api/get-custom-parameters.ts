import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { deviceKeys } from './query-keys.ts';

export const useCustomParameters = () =>
  useQuery({
    queryKey: deviceKeys.customParameters(),
    queryFn: () => api.get('/api/v1/inverter/params/custom'),
  });
