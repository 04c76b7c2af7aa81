import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** `GET /api/v1/user`: the signed-in user with the company look. */
export const getCurrentUser = () => api.get('/api/v1/user');

export const currentUserQuery = queryOptions({ queryKey: ['current-user'], queryFn: getCurrentUser });

export const useCurrentUser = () => useQuery(currentUserQuery);
