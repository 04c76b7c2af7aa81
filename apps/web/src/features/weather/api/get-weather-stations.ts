import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TFleetDeviceQuery } from '@sunfleet/contract/fleet-devices';
import { api } from '@/lib/api';
import { weatherKeys } from './query-keys.ts';

/** `GET /api/v1/meteorological`: the weather stations the user sees, with their readings now. */
export const getWeatherStations = (query: TFleetDeviceQuery) => api.get('/api/v1/meteorological', { query });

export const weatherStationsQuery = (query: TFleetDeviceQuery) =>
  queryOptions({
    queryKey: weatherKeys.stationList(query),
    queryFn: () => getWeatherStations(query),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });

export const useWeatherStations = (query: TFleetDeviceQuery) => useQuery(weatherStationsQuery(query));
