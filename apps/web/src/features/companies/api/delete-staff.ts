import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useStaffChanged } from './use-staff-changed.ts';

/** `POST /api/v1/company/user/delete/{id}`. */
export function useDeleteStaff() {
  const changed = useStaffChanged();
  return useMutation({
    mutationFn: (id: string) => api.post('/api/v1/company/user/delete/{id}', { path: { id } }),
    onSuccess: changed,
  });
}
