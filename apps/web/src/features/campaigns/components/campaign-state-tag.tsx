import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TCampaignState, TTargetState } from '@sunfleet/contract/campaigns';

const campaignColors: Record<TCampaignState, string> = {
  running: 'processing',
  paused: 'warning',
  halted: 'error',
  cancelled: 'default',
  completed: 'success',
};

export const targetColors: Record<TTargetState, string> = {
  pending: 'default',
  queued: 'default',
  running: 'processing',
  succeeded: 'success',
  failed: 'error',
  cancelled: 'default',
  skipped: 'warning',
};

/** A campaign's state as a tag (test id campaign-state, data-state holds it). */
export function CampaignStateTag({ state }: { state: TCampaignState }) {
  const { t } = useTranslation();
  return (
    <Tag color={campaignColors[state]} data-testid="campaign-state" data-state={state}>
      {t(`campaigns.states.${state}`)}
    </Tag>
  );
}

/** A target's state as a tag. */
export function TargetStateTag({ state }: { state: TTargetState }) {
  const { t } = useTranslation();
  return (
    <Tag color={targetColors[state]} data-state={state}>
      {t(`campaigns.targetStates.${state}`)}
    </Tag>
  );
}
