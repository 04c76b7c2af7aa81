import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZPlantInverter } from '@sunfleet/contract/plants';
import { api } from '@/lib/api';

/** `GET /api/v1/plant/{stationId}/inverters`: the plant's inverters with live numbers. */
export const getPlantInverters = (plantId: string) =>
  api.request(`/api/v1/plant/${encodeURIComponent(plantId)}/inverters`, { schema: z.array(ZPlantInverter) });

export const plantInvertersQuery = (plantId: string) =>
  queryOptions({
    queryKey: ['plant', plantId, 'inverters'],
    queryFn: () => getPlantInverters(plantId),
    refetchInterval: 60_000,
  });

export const usePlantInverters = (plantId: string) => useQuery(plantInvertersQuery(plantId));
