import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { deviceKeys } from './query-keys.ts';

export const useInverterCounts = () =>
  useQuery({ queryKey: deviceKeys.inverterCounts(), queryFn: () => api.get('/api/v1/inverters/count') });
