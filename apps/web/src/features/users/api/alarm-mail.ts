import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TNotifyBodyInput } from '@sunfleet/contract/alarm-mail';
import { ErrorCode } from '@sunfleet/contract/errors';
import { api } from '@/lib/api';

/** `GET /api/v1/user/notify`: the caller's alarm e-mail settings. */
export const alarmSettingsQuery = queryOptions({
  queryKey: ['user', 'notify'],
  queryFn: () => api.get('/api/v1/user/notify'),
});
export const useAlarmSettings = () => useQuery(alarmSettingsQuery);

/** `GET /api/v1/user/notify/code`: mails a code to the address (5 and 6 tolerated, as the spec says). */
export const sendAlarmCode = (email: string) =>
  api.get('/api/v1/user/notify/code', {
    query: { email },
    tolerate: [ErrorCode.codeWrong, ErrorCode.codeExpired],
  });

/** `POST /api/v1/user/notify`: address (with its code), levels and plants. */
export function useSaveAlarmSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TNotifyBodyInput) =>
      api.post('/api/v1/user/notify', {
        body: { plantIds: [], ...body },
        // The card shows these on the field they concern.
        tolerate: [ErrorCode.validation, ErrorCode.codeWrong, ErrorCode.codeExpired],
      }),
    onSuccess: (settings) => queryClient.setQueryData(alarmSettingsQuery.queryKey, settings),
  });
}

/** `GET /api/v1/user/notify/enable`: mails on or off. */
export function useEnableAlarmMails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      api.get('/api/v1/user/notify/enable', { query: { enabled: enabled ? 'true' : 'false' } }),
    onSuccess: (settings) => queryClient.setQueryData(alarmSettingsQuery.queryKey, settings),
  });
}

/** `GET /api/v1/plant/filter`: the plants the user sees, to pick which ones to be mailed about. */
export const alarmPlantsQuery = queryOptions({
  queryKey: ['user', 'notify', 'plants'],
  queryFn: () => api.get('/api/v1/plant/filter', { query: { size: 500 } }),
});
export const useAlarmPlants = () => useQuery(alarmPlantsQuery);
