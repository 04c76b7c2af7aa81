import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { firmwareKeys } from './query-keys.ts';

/** `GET /api/v1/firmware/{id}/changeEnable?enabled=`: the first enable publishes the image. */
export const changeFirmwareEnable = ({ id, enabled }: { id: string; enabled: boolean }) =>
  api.get('/api/v1/firmware/{id}/changeEnable', {
    path: { id },
    query: { enabled: enabled ? '1' : '0' },
  });

export function useChangeFirmwareEnable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeFirmwareEnable,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: firmwareKeys.all }),
  });
}
