import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { companyKeys } from './query-keys.ts';

/** `GET /api/v1/company/roles`. */
export const rolesQuery = queryOptions({
  queryKey: companyKeys.roles(),
  queryFn: () => api.get('/api/v1/company/roles'),
});
export const useRoles = () => useQuery(rolesQuery);
