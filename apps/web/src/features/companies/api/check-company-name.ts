import { ErrorCode } from '@sunfleet/contract/errors';
import { api } from '@/lib/api';

/** `GET /api/v1/company/check`: resolves when the name is free; 203 otherwise (not toasted). */
export const checkCompanyName = (name: string, id?: string) =>
  api.get('/api/v1/company/check', {
    query: { name, ...(id ? { id } : {}) },
    tolerate: [ErrorCode.duplicateCompanyName],
  });
