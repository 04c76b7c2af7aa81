import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRestartCampaignBody, TSettingsCampaignBody } from '@sunfleet/contract/campaigns';
import { api } from '@/lib/api';
import { campaignKeys } from './query-keys.ts';

/** What the start screen sends, by kind (an upgrade campaign adds its own body here). */
export type TStartCampaign =
  { kind: 'restart'; body: TRestartCampaignBody } | { kind: 'settings'; body: TSettingsCampaignBody };

/** `POST /api/v1/campaigns/restart|settings`: starts the campaign; answers it (the page then opens it). */
export const startCampaign = (start: TStartCampaign) => {
  switch (start.kind) {
    case 'restart':
      return api.post('/api/v1/campaigns/restart', { body: start.body });
    case 'settings':
      return api.post('/api/v1/campaigns/settings', { body: start.body });
  }
};

export function useStartCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startCampaign,
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}
