import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { drKeys } from './query-keys.ts';

/** `GET /api/v1/oadr/listProgram`: the four programmes with their facts and terms link. */
export const useDrPrograms = () =>
  useQuery({
    queryKey: drKeys.programs(),
    queryFn: () => api.get('/api/v1/oadr/listProgram'),
    staleTime: Number.POSITIVE_INFINITY,
  });
