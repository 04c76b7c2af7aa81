import type { TDrAction } from '@sunfleet/contract/demand-response';
import { api } from '@/lib/api';
import { useEnrolmentMutation } from './use-enrolment-mutation.ts';

/** `POST /api/v1/oadr/enrollment/{id}/state`: takes an action of the state machine (unenroll too). */
export const useEnrollmentAction = () =>
  useEnrolmentMutation(({ id, action }: { id: string; action: TDrAction }) =>
    api.post('/api/v1/oadr/enrollment/{id}/state', { path: { id }, body: { action } }),
  );
