import type { TDrEnrollmentForm } from '@sunfleet/contract/demand-response';
import { api } from '@/lib/api';
import { useEnrolmentMutation } from './use-enrolment-mutation.ts';

/** `POST /api/v1/oadr/enrollment`. */
export const useCreateEnrollment = () =>
  useEnrolmentMutation((body: TDrEnrollmentForm) => api.post('/api/v1/oadr/enrollment', { body }));
