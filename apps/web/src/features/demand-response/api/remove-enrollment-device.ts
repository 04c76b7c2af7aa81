import { api } from '@/lib/api';
import { useEnrolmentMutation } from './use-enrolment-mutation.ts';

/** `POST /api/v1/oadr/enrollment/{id}/devices/{serial}/remove`. */
export const useRemoveEnrollmentDevice = () =>
  useEnrolmentMutation(({ id, sn }: { id: string; sn: string }) =>
    api.post('/api/v1/oadr/enrollment/{id}/devices/{serial}/remove', { path: { id, serial: sn } }),
  );
