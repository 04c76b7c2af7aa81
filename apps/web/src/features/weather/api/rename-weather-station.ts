import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { weatherKeys } from './query-keys.ts';

/** `POST /api/v1/meteorological/{sn}/alias`: names a station (at most 32 bytes). */
export const renameWeatherStation = ({ sn, alias }: { sn: string; alias: string }) =>
  api.post('/api/v1/meteorological/{sn}/alias', { path: { sn }, body: { alias } });

export function useRenameWeatherStation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: renameWeatherStation,
    onSuccess: (_, { sn }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: weatherKeys.station(sn) }),
        client.invalidateQueries({ queryKey: weatherKeys.stations }),
      ]),
  });
}
