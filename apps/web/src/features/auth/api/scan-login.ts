import { queryOptions, useQuery } from '@tanstack/react-query';
import { ErrorCode } from '@sunfleet/contract/errors';
import { api } from '@/lib/api';

/** `POST /anonymous/scan`: a new request; its secret stays in this page's memory. */
export const createScanLogin = () => api.post('/anonymous/scan', { isAnonymous: true, isQuiet: true });

/** `POST /anonymous/scan/{id}/poll`: the state, and the token pair once when approved. */
export const pollScanLogin = (id: string, secret: string) =>
  api.post('/anonymous/scan/{id}/poll', { path: { id }, body: { secret }, isAnonymous: true, isQuiet: true });

/** `GET /api/v1/scan/{id}`: the request, as the confirming device shows it. */
export const scanLoginQuery = (id: string) =>
  queryOptions({
    queryKey: ['scan-login', id],
    queryFn: () => api.get('/api/v1/scan/{id}', { path: { id } }),
  });
export const useScanLogin = (id: string) => useQuery(scanLoginQuery(id));

/** `POST /api/v1/scan/{id}/approve|refuse`: 6 (expired) and 5 (already decided) shown by the page. */
export const decideScanLogin = (id: string, approve: boolean) =>
  api.post(approve ? '/api/v1/scan/{id}/approve' : '/api/v1/scan/{id}/refuse', {
    path: { id },
    tolerate: [ErrorCode.codeExpired, ErrorCode.codeWrong],
  });

/** `GET /api/v1/user`: who the confirming device is signed in as. */
export const scanConfirmerQuery = queryOptions({
  queryKey: ['current-user'],
  queryFn: () => api.get('/api/v1/user'),
});
export const useScanConfirmer = () => useQuery(scanConfirmerQuery);
