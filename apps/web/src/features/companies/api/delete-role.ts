import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { rolesQuery } from './get-roles.ts';

/** `POST /api/v1/company/role/{id}/delete`. */
export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post('/api/v1/company/role/{id}/delete', { path: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rolesQuery.queryKey }),
  });
}
