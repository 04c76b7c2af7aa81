import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ErrorCode } from '@sunfleet/contract/errors';
import type { TProtocolEntryEditForm } from '@sunfleet/contract/protocol-config';
import { api } from '@/lib/api';
import { protocolsQuery } from './get-protocols.ts';
import { protocolKeys } from './query-keys.ts';

/** `POST /api/v1/protocol/{id}/entry/{key}`: edits one entry of an imported dictionary. */
export const updateProtocolEntry = (id: string, key: string, edit: TProtocolEntryEditForm) =>
  api.post('/api/v1/protocol/{id}/entry/{key}', {
    path: { id, key },
    body: edit,
    tolerate: [ErrorCode.validation],
  });

export function useUpdateProtocolEntry(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, edit }: { key: string; edit: TProtocolEntryEditForm }) =>
      updateProtocolEntry(id, key, edit),
    onSuccess: (detail) => {
      queryClient.setQueryData(protocolKeys.detail(id), detail);
      return queryClient.invalidateQueries({ queryKey: protocolsQuery.queryKey, exact: true });
    },
  });
}
