import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ErrorCode } from '@sunfleet/contract/errors';
import { api } from '@/lib/api';
import { drKeys } from './query-keys.ts';

/** `POST /api/v1/oadr/event/{id}/cancel`; 5021 once it ended or was cancelled meanwhile. */
export const cancelDrEvent = (id: string) =>
  api.post('/api/v1/oadr/event/{id}/cancel', {
    path: { id },
    tolerate: [ErrorCode.drEventNotCancellable] as const,
  });

export function useCancelDrEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelDrEvent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: drKeys.events }),
  });
}
