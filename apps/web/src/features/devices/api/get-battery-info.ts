import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { deviceKeys } from './query-keys.ts';

/** `GET /api/v1/battery/{sn}/info`: what the battery is and where. Code 3 is the page's "missing". */
export const getBatteryInfo = (sn: string) =>
  api.get('/api/v1/battery/{sn}/info', { path: { sn }, tolerate: [3] });

export const batteryInfoQuery = (sn: string) =>
  queryOptions({ queryKey: deviceKeys.batteryInfo(sn), queryFn: () => getBatteryInfo(sn), retry: false });

export const useBatteryInfo = (sn: string) => useQuery(batteryInfoQuery(sn));
