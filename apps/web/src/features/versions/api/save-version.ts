import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TVersionInput } from '@sunfleet/contract/versions';
import { ErrorCode } from '@sunfleet/contract/errors';
import { api } from '@/lib/api';
import { versionKeys } from './query-keys.ts';

/** `POST /api/v1/version` (new) or `/version/{id}`. */
export function useSaveVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TVersionInput }) =>
      id
        ? api.post('/api/v1/version/{id}', { path: { id }, body, tolerate: [ErrorCode.validation] })
        : api.post('/api/v1/version', { body, tolerate: [ErrorCode.validation] }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: versionKeys.all }),
  });
}
