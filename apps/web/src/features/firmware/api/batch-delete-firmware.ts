import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { firmwareKeys } from './query-keys.ts';

/** `GET /api/v1/firmware/batchDelete?ids=`: several disabled images, all or none. */
export const batchDeleteFirmware = (ids: string[]) =>
  api.get('/api/v1/firmware/batchDelete', { query: { ids: ids.join(',') } });

export function useBatchDeleteFirmware() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: batchDeleteFirmware,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: firmwareKeys.all }),
  });
}
