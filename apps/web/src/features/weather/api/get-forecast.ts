import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { weatherKeys } from './query-keys.ts';

/** `GET /api/v1/weather?plantId=`: the provider's weather at the plant, or why it is unavailable. */
export const getForecast = (plantId: string) => api.get('/api/v1/weather', { query: { plantId } });

export const forecastQuery = (plantId: string) =>
  queryOptions({
    queryKey: weatherKeys.forecast(plantId),
    queryFn: () => getForecast(plantId),
    staleTime: 15 * 60_000,
  });

export const useForecast = (plantId: string | null) =>
  useQuery({ ...forecastQuery(plantId ?? ''), enabled: plantId !== null });
