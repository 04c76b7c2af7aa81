import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TEventListQuery } from '@sunfleet/contract/events';
import { api } from '@/lib/api';
import { eventKeys } from './query-keys.ts';

/** `GET /api/v1/events`: every event of every device and gateway the user sees, filtered. */
export const getEvents = (query: TEventListQuery) => api.get('/api/v1/events', { query });

export const eventsQuery = (query: TEventListQuery) =>
  queryOptions({
    queryKey: eventKeys.list(query),
    queryFn: () => getEvents(query),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });

export const useEvents = (query: TEventListQuery) => useQuery(eventsQuery(query));
