import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { agentsQuery } from './get-agents.ts';

/** `POST /api/v1/company/agent/{id}/delete`. */
export function useRemoveAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post('/api/v1/company/agent/{id}/delete', { path: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentsQuery.queryKey }),
  });
}
