import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { versionKeys } from './query-keys.ts';

/** `GET /api/v1/version/{id}/delete`. */
export function useDeleteVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.get('/api/v1/version/{id}/delete', { path: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: versionKeys.all }),
  });
}
