import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gatewayKeys } from './query-keys.ts';

/** A mutation that refreshes every gateway list and detail when it succeeds. */
export function useGatewayChange<TInput, TResult>(change: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gatewayKeys.all }),
  });
}
