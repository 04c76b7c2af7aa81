import { ErrorCode } from '@sunfleet/contract/errors';
import { api } from '@/lib/api';

/**
 * `GET /api/v1/customer/check`: resolves for a customer account that will be linked; rejects with
 * 105 (not registered: it will be invited) or 202 (a company's administrator) quietly, and with
 * 207, 106 or 104 as the client shows them.
 */
export const checkCustomer = (account: string) =>
  api.get('/api/v1/customer/check', {
    query: { account },
    tolerate: [ErrorCode.accountNotRegistered, ErrorCode.agentExists],
  });
