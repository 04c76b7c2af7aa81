import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { drKeys } from './query-keys.ts';

/** `GET /api/v1/oadr/events`: events newest first, with the season to date per programme. */
export const drEventsQuery = (page: number, size: number) =>
  queryOptions({
    queryKey: drKeys.eventList(page, size),
    queryFn: () => api.get('/api/v1/oadr/events', { query: { page, size } }),
    placeholderData: keepPreviousData,
    // Statuses follow the clock and dispatch follows the VTN: the page stays current by itself.
    refetchInterval: 10_000,
  });

export const useDrEvents = (page: number, size: number) => useQuery(drEventsQuery(page, size));
