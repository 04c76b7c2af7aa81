import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPage } from '@sunfleet/contract/paging';
import { ZEvent } from '@sunfleet/contract/events';
import { api } from '@/lib/api';

/** `GET /api/v1/plant/{id}/events`: the plant's events, newest first. */
export const getPlantEvents = (plantId: string, page: number, size: number) =>
  api.request(`/api/v1/plant/${encodeURIComponent(plantId)}/events`, {
    query: { page, size },
    schema: ZPage(ZEvent),
  });

export const plantEventsQuery = (plantId: string, page: number, size: number) =>
  queryOptions({
    queryKey: ['plant', plantId, 'events', page, size],
    queryFn: () => getPlantEvents(plantId, page, size),
    refetchInterval: 60_000,
  });

export const usePlantEvents = (plantId: string, page: number, size: number) =>
  useQuery(plantEventsQuery(plantId, page, size));
