import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { weatherKeys } from './query-keys.ts';

/** `GET /api/v1/meteorological/status/count`: the weather stations the user sees by status. */
export const getWeatherStationCounts = () => api.get('/api/v1/meteorological/status/count', {});

export const weatherStationCountsQuery = () =>
  queryOptions({
    queryKey: weatherKeys.stationCounts(),
    queryFn: getWeatherStationCounts,
    refetchInterval: 60_000,
  });

export const useWeatherStationCounts = () => useQuery(weatherStationCountsQuery());
