import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { deviceKeys } from './query-keys.ts';

export function useDeleteInverter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sn: string) => api.post('/api/v1/inverter/{sn}/delete', { path: { sn } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.inverters }),
  });
}
