import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { deviceKeys } from './query-keys.ts';

/** `GET /api/v1/battery/{sn}/realtime`: the BMS now, or null before its first reading. */
export const getBatteryRealtime = (sn: string) => api.get('/api/v1/battery/{sn}/realtime', { path: { sn } });

export const batteryRealtimeQuery = (sn: string) =>
  queryOptions({
    queryKey: deviceKeys.batteryRealtime(sn),
    queryFn: () => getBatteryRealtime(sn),
    refetchInterval: 30_000,
  });

export const useBatteryRealtime = (sn: string, enabled: boolean) =>
  useQuery({ ...batteryRealtimeQuery(sn), enabled });
