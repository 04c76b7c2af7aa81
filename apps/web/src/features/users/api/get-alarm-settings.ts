import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { userKeys } from './query-keys.ts';

/** `GET /api/v1/user/notify`: the caller's alarm e-mail settings. */
export const alarmSettingsQuery = queryOptions({
  queryKey: userKeys.alarmSettings(),
  queryFn: () => api.get('/api/v1/user/notify'),
});
export const useAlarmSettings = () => useQuery(alarmSettingsQuery);
