import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { weatherKeys } from './query-keys.ts';

/** `GET /api/v1/plant/meteorological/{stationId}/realtime`: the plant's weather station now, or null. */
export const getPlantWeather = (plantId: string) =>
  api.get('/api/v1/plant/meteorological/{id}/realtime', { path: { id: plantId } });

export const plantWeatherQuery = (plantId: string) =>
  queryOptions({
    queryKey: weatherKeys.plantWeather(plantId),
    queryFn: () => getPlantWeather(plantId),
    refetchInterval: 60_000,
  });

export const usePlantWeather = (plantId: string) => useQuery(plantWeatherQuery(plantId));
