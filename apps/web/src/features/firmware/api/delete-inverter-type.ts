import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { firmwareKeys } from './query-keys.ts';

/** `POST /api/v1/firmware/inverterType/{id}/delete`: refused while it has sub-labels or images. */
export const deleteInverterType = (id: string) =>
  api.post('/api/v1/firmware/inverterType/{id}/delete', { path: { id } });

export function useDeleteInverterType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInverterType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: firmwareKeys.all }),
  });
}
