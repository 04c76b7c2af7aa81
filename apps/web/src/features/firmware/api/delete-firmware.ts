import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { firmwareKeys } from './query-keys.ts';

/** `GET /api/v1/firmware/{id}/delete`: a disabled image (a published one is archived). */
export const deleteFirmware = (id: string) => api.get('/api/v1/firmware/{id}/delete', { path: { id } });

export function useDeleteFirmware() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFirmware,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: firmwareKeys.all }),
  });
}
