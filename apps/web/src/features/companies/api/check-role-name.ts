import { ErrorCode } from '@sunfleet/contract/errors';
import { api } from '@/lib/api';

/** `GET /api/v1/company/role/check`: resolves when the name is free; 801 otherwise. */
export const checkRoleName = (name: string, id?: string) =>
  api.get('/api/v1/company/role/check', {
    query: { name, ...(id ? { id } : {}) },
    tolerate: [ErrorCode.roleExists, ErrorCode.validation],
  });
