import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { enrolmentKeys } from './query-keys.ts';

/** `GET /api/v1/oadr/enrollments`: enrolments of the plants the user sees. */
export const useDrEnrollments = () =>
  useQuery({ queryKey: enrolmentKeys.list(), queryFn: () => api.get('/api/v1/oadr/enrollments') });
