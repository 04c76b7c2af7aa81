import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ErrorCode } from '@sunfleet/contract/errors';
import { api } from '@/lib/api';
import { deviceKeys } from './query-keys.ts';

export function useRenameInverter(sn: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alias: string) =>
      api.post('/api/v1/inverter/{sn}/alias', {
        path: { sn },
        body: { alias },
        tolerate: [ErrorCode.validation],
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: deviceKeys.inverter(sn) }),
        queryClient.invalidateQueries({ queryKey: deviceKeys.inverters }),
      ]),
  });
}
