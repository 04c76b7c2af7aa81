import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { userKeys } from './query-keys.ts';

/** `GET /api/v1/user`: the signed-in user with the company look. */
export const getCurrentUser = () => api.get('/api/v1/user');

export const currentUserQuery = queryOptions({ queryKey: userKeys.current(), queryFn: getCurrentUser });

export const useCurrentUser = () => useQuery(currentUserQuery);
