import type { TDrDeviceInput } from '@sunfleet/contract/demand-response';
import { api } from '@/lib/api';
import { useEnrolmentMutation } from './use-enrolment-mutation.ts';

/** `POST /api/v1/oadr/enrollment/{id}/devices`. */
export const useAddEnrollmentDevices = () =>
  useEnrolmentMutation(({ id, devices }: { id: string; devices: TDrDeviceInput[] }) =>
    api.post('/api/v1/oadr/enrollment/{id}/devices', { path: { id }, body: { devices } }),
  );
