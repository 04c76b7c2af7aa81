import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminTransferBody } from '@sunfleet/contract/companies';
import { ErrorCode } from '@sunfleet/contract/errors';
import { api } from '@/lib/api';

/** `POST /api/v1/company/{id}/transfer`: 108 when the password is wrong (shown in the dialog). */
export function useTransferAdmin(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminTransferBody) =>
      api.post('/api/v1/company/{id}/transfer', {
        path: { id },
        body,
        tolerate: [ErrorCode.oldPasswordWrong],
      }),
    // The caller's permissions changed: everything is read again.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
