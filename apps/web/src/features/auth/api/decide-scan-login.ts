import { ErrorCode } from '@sunfleet/contract/errors';
import { api } from '@/lib/api';

/** `POST /api/v1/scan/{id}/approve|refuse`: 6 (expired) and 5 (already decided) shown by the page. */
export const decideScanLogin = (id: string, approve: boolean) =>
  api.post(approve ? '/api/v1/scan/{id}/approve' : '/api/v1/scan/{id}/refuse', {
    path: { id },
    tolerate: [ErrorCode.codeExpired, ErrorCode.codeWrong],
  });
