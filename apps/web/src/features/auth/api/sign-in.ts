import { useMutation } from '@tanstack/react-query';
import type { TTokenRequest } from '@sunfleet/contract/auth';
import { ErrorCode } from '@sunfleet/contract/errors';
import { api } from '@/lib/api';
import { session } from '@/lib/session';

/** Codes the sign-in form shows itself; 102 here must not end a session (there is none yet). */
export const signInToleratedCodes = [
  ErrorCode.wrongCredentials,
  ErrorCode.accountDisabled,
  ErrorCode.tooManyAttempts,
];

export type TSignInInput = { username: string; password: string };

/** `POST /oauth/token` with the password grant; stores the token pair on success. */
export async function signIn(input: TSignInInput) {
  const grant: TTokenRequest = {
    grant_type: 'password',
    username: input.username.trim(),
    password: input.password,
  };
  const tokens = await api.post('/oauth/token', {
    body: grant,
    isAnonymous: true,
    tolerate: signInToleratedCodes,
  });
  session.saveTokens(tokens);
  return tokens;
}

export const useSignIn = () => useMutation({ mutationFn: signIn });
