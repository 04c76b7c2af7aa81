import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** `GET /api/v1/plant/{id}/params`: each device of a plant with the values it can chart. */
export const getParamCatalogue = (plantId: string) =>
  api.get('/api/v1/plant/{id}/params', { path: { id: plantId } });

export const paramCatalogueQuery = (plantId: string) =>
  queryOptions({ queryKey: ['workdata', 'params', plantId], queryFn: () => getParamCatalogue(plantId) });

export const useParamCatalogue = (plantId: string | undefined) =>
  useQuery({ ...paramCatalogueQuery(plantId ?? ''), enabled: Boolean(plantId) });

export type TParamHistoryPick = { deviceSn: string; keys: string[]; from: string; to: string };

/** `GET /api/v1/plant/{id}/params/history`: up to 6 values of a device every 5 minutes. */
export const getParamHistory = (plantId: string, pick: TParamHistoryPick) =>
  api.get('/api/v1/plant/{id}/params/history', {
    path: { id: plantId },
    query: { deviceSn: pick.deviceSn, keys: pick.keys.join(','), from: pick.from, to: pick.to },
  });

export const paramHistoryQuery = (plantId: string, pick: TParamHistoryPick) =>
  queryOptions({
    queryKey: ['workdata', 'param-history', plantId, pick],
    queryFn: () => getParamHistory(plantId, pick),
  });

export const useParamHistory = (plantId: string | undefined, pick: TParamHistoryPick | undefined) =>
  useQuery({
    ...paramHistoryQuery(plantId ?? '', pick ?? { deviceSn: '', keys: [], from: '', to: '' }),
    enabled: Boolean(plantId && pick && pick.keys.length > 0),
  });
