import { ErrorCode } from '@sunfleet/contract/errors';
import { api } from '@/lib/api';

/** `GET /api/v1/user/notify/code`: mails a code to the address (5 and 6 tolerated, as the spec says). */
export const sendAlarmCode = (email: string) =>
  api.get('/api/v1/user/notify/code', {
    query: { email },
    tolerate: [ErrorCode.codeWrong, ErrorCode.codeExpired],
  });
