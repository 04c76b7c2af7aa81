import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { type TStaffEdit, staffFormCodes } from './add-staff.ts';
import { useStaffChanged } from './use-staff-changed.ts';

/** `POST /api/v1/company/user/edit/{id}`. */
export function useEditStaff() {
  const changed = useStaffChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TStaffEdit }) =>
      api.post('/api/v1/company/user/edit/{id}', { path: { id }, body, tolerate: staffFormCodes }),
    onSuccess: changed,
  });
}
