import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZCurrentUser } from '@sunfleet/contract/users';
import { api } from '@/lib/api';

/** `GET /api/v1/user`: the signed-in user with the company look. */
export const getCurrentUser = () => api.request('/api/v1/user', { schema: ZCurrentUser });

export const currentUserQuery = queryOptions({ queryKey: ['current-user'], queryFn: getCurrentUser });

export const useCurrentUser = () => useQuery(currentUserQuery);
