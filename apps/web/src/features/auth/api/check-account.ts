import type { TCodePurpose } from '@sunfleet/contract/auth';
import { ErrorCode } from '@sunfleet/contract/errors';
import { api } from '@/lib/api';

/**
 * `GET /anonymous/checkAccount`: fails with 103 when signing up with a registered account and
 * with 105 when resetting the password of an unknown one; the form shows both on the field.
 */
export const checkAccount = (account: string, purpose: TCodePurpose) =>
  api.get('/anonymous/checkAccount', {
    query: { account, purpose },
    isAnonymous: true,
    tolerate: [ErrorCode.accountRegistered, ErrorCode.accountNotRegistered],
  });
