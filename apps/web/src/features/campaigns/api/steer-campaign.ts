import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ErrorCode } from '@sunfleet/contract/errors';
import { api } from '@/lib/api';
import { campaignKeys } from './query-keys.ts';

export type TSteer = 'pause' | 'resume' | 'cancel' | 'retry';

/** `POST /api/v1/campaigns/{id}/pause|resume|cancel|retry`; 320 when its state no longer allows it. */
export const steerCampaign = (id: string, action: TSteer) => {
  const options = { path: { id }, tolerate: [ErrorCode.campaignStateRefused] as const };
  switch (action) {
    case 'pause':
      return api.post('/api/v1/campaigns/{id}/pause', options);
    case 'resume':
      return api.post('/api/v1/campaigns/{id}/resume', options);
    case 'cancel':
      return api.post('/api/v1/campaigns/{id}/cancel', options);
    case 'retry':
      return api.post('/api/v1/campaigns/{id}/retry', options);
  }
};

export function useSteerCampaign(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: TSteer) => steerCampaign(id, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}
