import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPlantDetail } from '@sunfleet/contract/plants';
import { api } from '@/lib/api';

/** `GET /api/v1/plant/{id}`: every field of the forms, status, the caller's role and gateways. */
export const getPlant = (plantId: string) =>
  api.request(`/api/v1/plant/${encodeURIComponent(plantId)}`, { schema: ZPlantDetail });

export const plantQuery = (plantId: string) =>
  queryOptions({ queryKey: ['plant', plantId], queryFn: () => getPlant(plantId) });

export const usePlant = (plantId: string) => useQuery(plantQuery(plantId));
