import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { drKeys } from './query-keys.ts';

/** `GET /api/v1/oadr/stationMasterDevice/{stationId}`: the plant's master battery, or null. */
export const useDrMasterDevice = (plantId: string) =>
  useQuery({
    queryKey: drKeys.master(plantId),
    queryFn: () => api.get('/api/v1/oadr/stationMasterDevice/{stationId}', { path: { stationId: plantId } }),
  });
