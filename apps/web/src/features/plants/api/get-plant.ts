import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { isPlantId } from '../model/paths.ts';
import { plantKeys } from './query-keys.ts';

/** `GET /api/v1/plant/{id}`: every field of the forms, status, the caller's role and gateways. */
export const getPlant = (plantId: string) => api.get('/api/v1/plant/{id}', { path: { id: plantId } });

export const plantQuery = (plantId: string) =>
  queryOptions({ queryKey: plantKeys.detail(plantId), queryFn: () => getPlant(plantId) });

/** Not asked for a malformed id: the page says the plant does not exist instead. */
export const usePlant = (plantId: string) =>
  useQuery({ ...plantQuery(plantId), enabled: isPlantId(plantId) });
