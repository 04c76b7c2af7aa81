import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPage } from '@sunfleet/contract/paging';
import { ZPlantDevice } from '@sunfleet/contract/devices';
import { api } from '@/lib/api';

/** `GET /api/v1/plant/{id}/devices`: every device of the plant with the readings of its kind. */
export const getPlantDevices = (plantId: string) =>
  api.request(`/api/v1/plant/${encodeURIComponent(plantId)}/devices`, {
    query: { page: 1, size: 100 },
    schema: ZPage(ZPlantDevice),
  });

export const plantDevicesQuery = (plantId: string) =>
  queryOptions({
    queryKey: ['plant', plantId, 'devices'],
    queryFn: () => getPlantDevices(plantId),
    refetchInterval: 60_000,
  });

export const usePlantDevices = (plantId: string) => useQuery(plantDevicesQuery(plantId));
