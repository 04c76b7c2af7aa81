import { ErrorCode } from '@sunfleet/contract/errors';
import { api } from '@/lib/api';

/** `GET /api/v1/version/check`: resolves when the number is free. */
export const checkVersionNumber = (number: string, id?: string) =>
  api.get('/api/v1/version/check', {
    query: { number, ...(id ? { id } : {}) },
    tolerate: [ErrorCode.validation],
  });
