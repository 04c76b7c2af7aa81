import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TNotifyBodyInput } from '@sunfleet/contract/alarm-mail';
import { ErrorCode } from '@sunfleet/contract/errors';
import { api } from '@/lib/api';
import { alarmSettingsQuery } from './get-alarm-settings.ts';

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
