import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPage } from '@sunfleet/contract/paging';
import { ZPlantInverter } from '@sunfleet/contract/plants';
import { api } from '@/lib/api';

/** `GET /api/v1/plant/{stationId}/inverters`: the plant's inverters with live numbers. */
export const getPlantInverters = (plantId: string) =>
  api.request(`/api/v1/plant/${encodeURIComponent(plantId)}/inverters`, {
    query: { page: 1, size: 100 },
    schema: ZPage(ZPlantInverter),
  });

export const plantInvertersQuery = (plantId: string) =>
  queryOptions({
    queryKey: ['plant', plantId, 'inverters'],
    queryFn: () => getPlantInverters(plantId),
    refetchInterval: 60_000,
  });

export const usePlantInverters = (plantId: string) => useQuery(plantInvertersQuery(plantId));
