import type { TCodePurpose } from '@sunfleet/contract/auth';
import { api } from '@/lib/api';

/**
 * `GET /anonymous/getCode`: e-mails a 6-digit verification code to the account, or for a phone
 * account to `email` (sign-up) or the address kept with it (reset).
 */
export const getCode = (account: string, purpose: TCodePurpose, email?: string) =>
  api.get('/anonymous/getCode', { query: { account, purpose, email }, isAnonymous: true });
