import { useMutation } from '@tanstack/react-query';
import type { TPasswordChangeBody } from '@sunfleet/contract/users';
import { ErrorCode } from '@sunfleet/contract/errors';
import { api } from '@/lib/api';

/** `POST /api/v1/user/{id}/pwd`; 108 (old password wrong) is shown on the old-password field. */
export const changePassword = (userId: string, body: TPasswordChangeBody) =>
  api.post('/api/v1/user/{id}/pwd', {
    path: { id: userId },
    body,
    tolerate: [ErrorCode.oldPasswordWrong],
  });

export const useChangePassword = (userId: string) =>
  useMutation({ mutationFn: (body: TPasswordChangeBody) => changePassword(userId, body) });
