import { useMutation, useQueryClient } from '@tanstack/react-query';
import { drKeys } from './query-keys.ts';

/** A mutation that refreshes every enrolment view when it succeeds. */
export function useEnrolmentMutation<TInput>(mutationFn: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: drKeys.enrolments }),
  });
}
