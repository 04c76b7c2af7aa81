import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { reportKeys } from './query-keys.ts';

/** `GET /api/v1/plant/{id}/params`: each device of a plant with the values it can chart. */
export const getParamCatalogue = (plantId: string) =>
  api.get('/api/v1/plant/{id}/params', { path: { id: plantId } });

export const paramCatalogueQuery = (plantId: string) =>
  queryOptions({ queryKey: reportKeys.params(plantId), queryFn: () => getParamCatalogue(plantId) });

export const useParamCatalogue = (plantId: string | undefined) =>
  useQuery({ ...paramCatalogueQuery(plantId ?? ''), enabled: Boolean(plantId) });
