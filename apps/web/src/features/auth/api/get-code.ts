import type { TCodePurpose } from '@sunfleet/contract/auth';
import { api } from '@/lib/api';

/** `GET /anonymous/getCode`: e-mails a 6-digit verification code to the account. */
export const getCode = (account: string, purpose: TCodePurpose) =>
  api.get('/anonymous/getCode', { query: { account, purpose }, isAnonymous: true });
