import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { protocolsQuery } from './get-protocols.ts';

/** `POST /api/v1/protocol/{id}/delete`: an imported dictionary no device uses. */
export const deleteProtocol = (id: string) => api.post('/api/v1/protocol/{id}/delete', { path: { id } });

export function useDeleteProtocol() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProtocol,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: protocolsQuery.queryKey }),
  });
}
