import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { enrolmentKeys } from './query-keys.ts';

/** `GET /api/v1/oadr/stationMasterDevice/{stationId}`: the plant's master battery, or null. */
export const useDrMasterDevice = (plantId: string) =>
  useQuery({
    queryKey: enrolmentKeys.master(plantId),
    queryFn: () => api.get('/api/v1/oadr/stationMasterDevice/{stationId}', { path: { stationId: plantId } }),
  });
