import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { alarmSettingsQuery } from './get-alarm-settings.ts';

/** `GET /api/v1/user/notify/enable`: mails on or off. */
export function useEnableAlarmMails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      api.get('/api/v1/user/notify/enable', { query: { enabled: enabled ? 'true' : 'false' } }),
    onSuccess: (settings) => queryClient.setQueryData(alarmSettingsQuery.queryKey, settings),
  });
}
