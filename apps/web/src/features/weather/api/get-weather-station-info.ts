import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { weatherKeys } from './query-keys.ts';

/** `GET /api/v1/getWeatherStationInfo?sn=`: what the station is and where. Code 3: "missing". */
export const getWeatherStationInfo = (sn: string) =>
  api.get('/api/v1/getWeatherStationInfo', { query: { sn }, tolerate: [3] });

export const weatherStationInfoQuery = (sn: string) =>
  queryOptions({
    queryKey: weatherKeys.stationInfo(sn),
    queryFn: () => getWeatherStationInfo(sn),
    retry: false,
  });

export const useWeatherStationInfo = (sn: string) => useQuery(weatherStationInfoQuery(sn));
