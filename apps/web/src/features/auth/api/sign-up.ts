import { useMutation } from '@tanstack/react-query';
import type { TSignupBody } from '@sunfleet/contract/auth';
import { ErrorCode } from '@sunfleet/contract/errors';
import { api } from '@/lib/api';

/** Codes the form shows on its fields instead of a toast. */
export const signUpFieldCodes = {
  [ErrorCode.codeWrong]: 'code',
  [ErrorCode.codeExpired]: 'code',
  [ErrorCode.accountRegistered]: 'account',
} as const;

/** `POST /anonymous/signup`. */
export const signUp = (body: TSignupBody) =>
  api.post('/anonymous/signup', {
    body,
    isAnonymous: true,
    tolerate: Object.keys(signUpFieldCodes).map(Number),
  });

export const useSignUp = () => useMutation({ mutationFn: signUp });
