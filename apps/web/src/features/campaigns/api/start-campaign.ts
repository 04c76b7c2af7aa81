import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TRestartCampaignBody,
  TSettingsCampaignBody,
  TUpgradeCampaignBody,
} from '@sunfleet/contract/campaigns';
import { api } from '@/lib/api';
import { campaignKeys } from './query-keys.ts';

/** What the start screen sends, by kind. */
export type TStartCampaign =
  | { kind: 'restart'; body: TRestartCampaignBody }
  | { kind: 'settings'; body: TSettingsCampaignBody }
  | { kind: 'upgrade'; body: TUpgradeCampaignBody };

/** `POST /api/v1/campaigns/restart|settings|upgrade`: starts the campaign; answers it (the page then opens it). */
export const startCampaign = (start: TStartCampaign) => {
  switch (start.kind) {
    case 'restart':
      return api.post('/api/v1/campaigns/restart', { body: start.body });
    case 'settings':
      return api.post('/api/v1/campaigns/settings', { body: start.body });
    case 'upgrade':
      return api.post('/api/v1/campaigns/upgrade', { body: start.body });
  }
};

export function useStartCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startCampaign,
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}
