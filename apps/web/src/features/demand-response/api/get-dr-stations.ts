import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { drKeys } from './query-keys.ts';

/** `GET /api/v1/oadr/userStationList/{id}`: the user's plants and whether they may enrol them. */
export const useDrStations = (userId: string | undefined) =>
  useQuery({
    queryKey: drKeys.stations(userId ?? ''),
    queryFn: () => api.get('/api/v1/oadr/userStationList/{id}', { path: { id: userId! } }),
    enabled: Boolean(userId),
  });
