import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { deviceKeys } from './query-keys.ts';

/** `GET /api/v1/batteries/{id}/slave`: the slave packs now, the weakest marked. */
export const getBatterySlaves = (id: string) => api.get('/api/v1/batteries/{id}/slave', { path: { id } });

export const batterySlavesQuery = (id: string) =>
  queryOptions({
    queryKey: deviceKeys.batterySlaves(id),
    queryFn: () => getBatterySlaves(id),
    refetchInterval: 30_000,
  });

export const useBatterySlaves = (id: string | undefined) =>
  useQuery({ ...batterySlavesQuery(id ?? ''), enabled: id !== undefined });
