import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deviceKeys } from './query-keys.ts';

/** A meter mutation that reads every meter view and list again once it succeeds. */
export function useMeterChange<T>(call: (sn: string, value: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sn, value }: { sn: string; value: T }) => call(sn, value),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: deviceKeys.meterDetails }),
        queryClient.invalidateQueries({ queryKey: deviceKeys.meters }),
      ]),
  });
}
