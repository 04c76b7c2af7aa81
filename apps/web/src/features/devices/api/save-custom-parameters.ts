import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { deviceKeys } from './query-keys.ts';

export function useSaveCustomParameters() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keys: string[]) => api.post('/api/v1/inverter/params/custom', { body: { keys } }),
    onSuccess: (saved) => queryClient.setQueryData(deviceKeys.customParameters(), saved),
  });
}
