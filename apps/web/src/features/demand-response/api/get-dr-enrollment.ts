import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { drKeys } from './query-keys.ts';

/** `GET /api/v1/oadr/enrollment/{id}`: one enrolment with its history. */
export const useDrEnrollment = (id: string | null) =>
  useQuery({
    queryKey: drKeys.enrolment(id ?? ''),
    queryFn: () => api.get('/api/v1/oadr/enrollment/{id}', { path: { id: id! } }),
    enabled: Boolean(id),
  });
