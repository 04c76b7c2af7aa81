import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { reportKeys } from './query-keys.ts';

export type TParamHistoryPick = { deviceSn: string; keys: string[]; from: string; to: string };

/** `GET /api/v1/plant/{id}/params/history`: up to 6 values of a device every 5 minutes. */
export const getParamHistory = (plantId: string, pick: TParamHistoryPick) =>
  api.get('/api/v1/plant/{id}/params/history', {
    path: { id: plantId },
    query: { deviceSn: pick.deviceSn, keys: pick.keys.join(','), from: pick.from, to: pick.to },
  });

export const paramHistoryQuery = (plantId: string, pick: TParamHistoryPick) =>
  queryOptions({
    queryKey: reportKeys.paramHistory(plantId, pick),
    queryFn: () => getParamHistory(plantId, pick),
  });

export const useParamHistory = (plantId: string | undefined, pick: TParamHistoryPick | undefined) =>
  useQuery({
    ...paramHistoryQuery(plantId ?? '', pick ?? { deviceSn: '', keys: [], from: '', to: '' }),
    enabled: Boolean(plantId && pick && pick.keys.length > 0),
  });
