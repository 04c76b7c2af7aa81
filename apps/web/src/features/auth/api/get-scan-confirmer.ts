import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** `GET /api/v1/user`: who the confirming device is signed in as. */
export const scanConfirmerQuery = queryOptions({
  queryKey: ['current-user'],
  queryFn: () => api.get('/api/v1/user'),
});
export const useScanConfirmer = () => useQuery(scanConfirmerQuery);
