import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TFleetDeviceQuery } from '@sunfleet/contract/fleet-devices';
import { api } from '@/lib/api';
import { deviceKeys } from './query-keys.ts';

/** `GET /api/v1/batteries`: the batteries the user sees, with their numbers now. */
export const getBatteries = (query: TFleetDeviceQuery) => api.get('/api/v1/batteries', { query });

export const batteriesQuery = (query: TFleetDeviceQuery) =>
  queryOptions({
    queryKey: deviceKeys.batteryList(query),
    queryFn: () => getBatteries(query),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });

export const useBatteries = (query: TFleetDeviceQuery) => useQuery(batteriesQuery(query));
