import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { weatherKeys } from './query-keys.ts';

/** `GET /api/v1/meteorological/{sn}/day`: 5-minute irradiance, temperatures and wind of a day. */
export const getWeatherStationDay = (sn: string, date: string) =>
  api.get('/api/v1/meteorological/{sn}/day', { path: { sn }, query: { date } });

export const weatherStationDayQuery = (sn: string, date: string) =>
  queryOptions({
    queryKey: weatherKeys.stationDay(sn, date),
    queryFn: () => getWeatherStationDay(sn, date),
  });

export const useWeatherStationDay = (sn: string, date: string, enabled: boolean) =>
  useQuery({ ...weatherStationDayQuery(sn, date), enabled });
