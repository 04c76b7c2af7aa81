import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { deviceKeys } from './query-keys.ts';

/** `GET /api/v1/battery/{sn}/day`: 5-minute power, SOC, voltage, current and temperature of a day. */
export const getBatteryDay = (sn: string, date: string) =>
  api.get('/api/v1/battery/{sn}/day', { path: { sn }, query: { date } });

export const batteryDayQuery = (sn: string, date: string) =>
  queryOptions({ queryKey: deviceKeys.batteryDay(sn, date), queryFn: () => getBatteryDay(sn, date) });

export const useBatteryDay = (sn: string, date: string, enabled: boolean) =>
  useQuery({ ...batteryDayQuery(sn, date), enabled });
