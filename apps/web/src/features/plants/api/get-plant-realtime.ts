import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { plantKeys } from './query-keys.ts';

/** `GET /api/v1/plant/{id}/realtime`: status, power now and energy of today … total. */
export const getPlantRealtime = (plantId: string) =>
  api.get('/api/v1/plant/{id}/realtime', { path: { id: plantId } });

export const plantRealtimeQuery = (plantId: string) =>
  queryOptions({
    queryKey: plantKeys.realtime(plantId),
    queryFn: () => getPlantRealtime(plantId),
    refetchInterval: 60_000,
  });

export const usePlantRealtime = (plantId: string) => useQuery(plantRealtimeQuery(plantId));
