import { ErrorCode } from '@sunfleet/contract/errors';
import { api } from '@/lib/api';

/** `GET /api/v1/company/user/check`: resolves when the account is free; 104 or 106 otherwise. */
export const checkStaffAccount = (account: string) =>
  api.get('/api/v1/company/user/check', {
    query: { account },
    tolerate: [ErrorCode.accountExists, ErrorCode.accountInOtherCompany, ErrorCode.validation],
  });
