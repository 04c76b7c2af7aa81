import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { drKeys } from './query-keys.ts';

/** `GET /api/v1/oadr/event/{id}`: the event with each of the user's batteries. */
export const drEventQuery = (id: string) =>
  queryOptions({
    queryKey: drKeys.event(id),
    queryFn: () => api.get('/api/v1/oadr/event/{id}', { path: { id } }),
    refetchInterval: 10_000,
  });

export const useDrEvent = (id: string | undefined) => useQuery({ ...drEventQuery(id ?? ''), enabled: !!id });
