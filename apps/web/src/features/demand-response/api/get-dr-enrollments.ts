import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { drKeys } from './query-keys.ts';

/** `GET /api/v1/oadr/enrollments`: enrolments of the plants the user sees. */
export const useDrEnrollments = () =>
  useQuery({ queryKey: drKeys.enrolmentList(), queryFn: () => api.get('/api/v1/oadr/enrollments') });
