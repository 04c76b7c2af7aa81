import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { weatherKeys } from './query-keys.ts';

/** `POST /api/v1/meteorological/{sn}/delete`: removes a station with its readings and events. */
export const deleteWeatherStation = (sn: string) =>
  api.post('/api/v1/meteorological/{sn}/delete', { path: { sn } });

export function useDeleteWeatherStation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteWeatherStation,
    onSuccess: () => client.invalidateQueries({ queryKey: weatherKeys.stations }),
  });
}
