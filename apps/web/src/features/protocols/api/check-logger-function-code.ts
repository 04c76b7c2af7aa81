import { ErrorCode } from '@sunfleet/contract/errors';
import { api } from '@/lib/api';

/**
 * `GET /api/v1/logger/function/check`: resolves when `code` is free (ignoring the function being
 * edited), rejects with code 5000 'Code is exist' when another function has it.
 */
export const checkLoggerFunctionCode = (code: number, id?: string) =>
  api.get('/api/v1/logger/function/check', {
    query: { code, id },
    tolerate: [ErrorCode.codeExists, ErrorCode.validation],
    isQuiet: true,
  });
