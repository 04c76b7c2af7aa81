import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { eventKeys } from './query-keys.ts';

/** `GET /api/v1/plant/{id}/events`: the plant's events, newest first. */
export const getPlantEvents = (plantId: string, page: number, size: number) =>
  api.get('/api/v1/plant/{id}/events', { path: { id: plantId }, query: { page, size } });

export const plantEventsQuery = (plantId: string, page: number, size: number) =>
  queryOptions({
    queryKey: eventKeys.plantEvents(plantId, page, size),
    queryFn: () => getPlantEvents(plantId, page, size),
    refetchInterval: 60_000,
  });

export const usePlantEvents = (plantId: string, page: number, size: number) =>
  useQuery(plantEventsQuery(plantId, page, size));
