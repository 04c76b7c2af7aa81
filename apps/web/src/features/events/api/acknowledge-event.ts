import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { eventKeys } from './query-keys.ts';

/** `POST /api/v1/event/{id}/acknowledge`: acknowledges an event with a comment. */
export const acknowledgeEvent = ({ id, comment }: { id: string; comment: string }) =>
  api.post('/api/v1/event/{id}/acknowledge', { path: { id }, body: { comment } });

export function useAcknowledgeEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: acknowledgeEvent,
    onSuccess: () => client.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
