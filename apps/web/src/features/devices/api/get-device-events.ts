import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { deviceKeys } from './query-keys.ts';

/** `GET /api/v1/event/{sn}`: one device's events, newest first. */
export const getDeviceEvents = (sn: string, page: number, size: number) =>
  api.get('/api/v1/event/{sn}', { path: { sn }, query: { page, size } });

export const deviceEventsQuery = (sn: string, page: number, size: number) =>
  queryOptions({
    queryKey: deviceKeys.deviceEvents(sn, page, size),
    queryFn: () => getDeviceEvents(sn, page, size),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });

export const useDeviceEvents = (sn: string, page: number, size: number, enabled: boolean) =>
  useQuery({ ...deviceEventsQuery(sn, page, size), enabled });
