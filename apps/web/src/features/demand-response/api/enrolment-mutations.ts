import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDrAction, TDrDeviceInput, TDrEnrollmentForm } from '@sunfleet/contract/demand-response';
import { api } from '@/lib/api';
import { enrolmentKeys } from './query-keys.ts';

/** A mutation that refreshes every enrolment view when it succeeds. */
function useEnrolmentMutation<TInput>(mutationFn: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: enrolmentKeys.all }),
  });
}

/** `POST /api/v1/oadr/enrollment`. */
export const useCreateEnrollment = () =>
  useEnrolmentMutation((body: TDrEnrollmentForm) => api.post('/api/v1/oadr/enrollment', { body }));

/** `POST /api/v1/oadr/enrollment/{id}/state`: takes an action of the state machine (unenroll too). */
export const useEnrollmentAction = () =>
  useEnrolmentMutation(({ id, action }: { id: string; action: TDrAction }) =>
    api.post('/api/v1/oadr/enrollment/{id}/state', { path: { id }, body: { action } }),
  );

/** `POST /api/v1/oadr/enrollment/{id}/devices`. */
export const useAddEnrollmentDevices = () =>
  useEnrolmentMutation(({ id, devices }: { id: string; devices: TDrDeviceInput[] }) =>
    api.post('/api/v1/oadr/enrollment/{id}/devices', { path: { id }, body: { devices } }),
  );

/** `POST /api/v1/oadr/enrollment/{id}/devices/{serial}/remove`. */
export const useRemoveEnrollmentDevice = () =>
  useEnrolmentMutation(({ id, sn }: { id: string; sn: string }) =>
    api.post('/api/v1/oadr/enrollment/{id}/devices/{serial}/remove', { path: { id, serial: sn } }),
  );
