import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { plantKeys } from './query-keys.ts';

/** `POST /api/v1/plant/{id}/delete`. */
export const deletePlant = (plantId: string) =>
  api.post('/api/v1/plant/{id}/delete', { path: { id: plantId } });

export function useDeletePlant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plantKeys.all }),
  });
}
