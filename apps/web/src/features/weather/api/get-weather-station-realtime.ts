import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { weatherKeys } from './query-keys.ts';

/** `GET /api/v1/meteorological/{sn}/realtime`: the station's newest reading, or null. */
export const getWeatherStationRealtime = (sn: string) =>
  api.get('/api/v1/meteorological/{sn}/realtime', { path: { sn } });

export const weatherStationRealtimeQuery = (sn: string) =>
  queryOptions({
    queryKey: weatherKeys.stationRealtime(sn),
    queryFn: () => getWeatherStationRealtime(sn),
    refetchInterval: 60_000,
  });

export const useWeatherStationRealtime = (sn: string, enabled: boolean) =>
  useQuery({ ...weatherStationRealtimeQuery(sn), enabled });
