import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { authKeys } from './query-keys.ts';

/** `GET /api/v1/scan/{id}`: the request, as the confirming device shows it. */
export const scanLoginQuery = (id: string) =>
  queryOptions({
    queryKey: authKeys.scanLogin(id),
    queryFn: () => api.get('/api/v1/scan/{id}', { path: { id } }),
  });
export const useScanLogin = (id: string) => useQuery(scanLoginQuery(id));
