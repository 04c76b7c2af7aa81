import { useMutation } from '@tanstack/react-query';
import type { TResetPasswordBody } from '@sunfleet/contract/auth';
import { ErrorCode } from '@sunfleet/contract/errors';
import { api } from '@/lib/api';

/** Codes the form shows on its fields instead of a toast. */
export const resetFieldCodes = {
  [ErrorCode.codeWrong]: 'code',
  [ErrorCode.codeExpired]: 'code',
  [ErrorCode.accountNotRegistered]: 'account',
} as const;

/** `POST /anonymous/resetPwd`. */
export const resetPassword = (body: TResetPasswordBody) =>
  api.post('/anonymous/resetPwd', {
    body,
    isAnonymous: true,
    tolerate: Object.keys(resetFieldCodes).map(Number),
  });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
