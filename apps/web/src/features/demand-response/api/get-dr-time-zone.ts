import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { drKeys } from './query-keys.ts';

/** `GET /api/v1/oadr/stationTimezoneId/{stationId}`: the plant's time zone. */
export const useDrTimeZone = (plantId: string) =>
  useQuery({
    queryKey: drKeys.timeZone(plantId),
    queryFn: () => api.get('/api/v1/oadr/stationTimezoneId/{stationId}', { path: { stationId: plantId } }),
  });
