import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** `POST /api/v1/plant/{id}/delete`. */
export const deletePlant = (plantId: string) =>
  api.request<unknown>(`/api/v1/plant/${encodeURIComponent(plantId)}/delete`, { method: 'POST' });

export function useDeletePlant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['plants'] }),
  });
}
