import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { deviceKeys } from './query-keys.ts';

/** `POST /api/v1/battery/{id}/delete`: removes a battery with its readings and events. */
export const deleteBattery = (id: string) => api.post('/api/v1/battery/{id}/delete', { path: { id } });

export function useDeleteBattery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteBattery,
    onSuccess: () => client.invalidateQueries({ queryKey: deviceKeys.batteries }),
  });
}
