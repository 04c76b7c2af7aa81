import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { deviceKeys } from './query-keys.ts';

/** `GET /api/v1/plant/{id}/devices`: every device of the plant with the readings of its kind. */
export const getPlantDevices = (plantId: string) =>
  api.get('/api/v1/plant/{id}/devices', { path: { id: plantId }, query: { page: 1, size: 100 } });

export const plantDevicesQuery = (plantId: string) =>
  queryOptions({
    queryKey: deviceKeys.plantDevices(plantId),
    queryFn: () => getPlantDevices(plantId),
    refetchInterval: 60_000,
  });

export const usePlantDevices = (plantId: string) => useQuery(plantDevicesQuery(plantId));
