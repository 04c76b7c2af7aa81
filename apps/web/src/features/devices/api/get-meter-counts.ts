import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { deviceKeys } from './query-keys.ts';

export const useMeterCounts = () =>
  useQuery({ queryKey: deviceKeys.meterCounts(), queryFn: () => api.get('/api/v1/meter/status/count') });
