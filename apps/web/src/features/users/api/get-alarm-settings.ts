import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** `GET /api/v1/user/notify`: the caller's alarm e-mail settings. */
export const alarmSettingsQuery = queryOptions({
  queryKey: ['user', 'notify'],
  queryFn: () => api.get('/api/v1/user/notify'),
});
export const useAlarmSettings = () => useQuery(alarmSettingsQuery);
