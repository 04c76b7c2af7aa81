import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** `GET /api/v1/company/roles`. */
export const rolesQuery = queryOptions({
  queryKey: ['company-roles'],
  queryFn: () => api.get('/api/v1/company/roles'),
});
export const useRoles = () => useQuery(rolesQuery);
