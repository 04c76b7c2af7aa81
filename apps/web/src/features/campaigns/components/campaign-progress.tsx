import { Progress, Space, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { targetStates, type TCampaign } from '@sunfleet/contract/campaigns';

/**
 * How far a campaign is: a bar of the finished share (succeeded green, failed red) and a counter per
 * target state. Test id campaign-progress; each counter campaign-count-<state>.
 */
export function CampaignProgress({ campaign }: { campaign: TCampaign }) {
  const { t } = useTranslation();
  const { counts, total } = campaign;
  const finished = counts.succeeded + counts.failed + counts.cancelled + counts.skipped;
  const percent = total === 0 ? 0 : Math.round((finished / total) * 100);
  const success = total === 0 ? 0 : Math.round((counts.succeeded / total) * 100);
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="campaign-progress">
      <Progress
        percent={percent}
        success={{ percent: success }}
        status={campaign.state === 'halted' || counts.failed > 0 ? 'exception' : undefined}
        format={() => `${finished} / ${total}`}
      />
      <Space size="large" wrap>
        {targetStates.map((state) => (
          <Statistic
            key={state}
            title={t(`campaigns.targetStates.${state}`)}
            value={counts[state]}
            data-testid={`campaign-count-${state}`}
            valueStyle={
              state === 'failed' && counts.failed > 0
                ? { color: 'var(--ant-color-error)' }
                : state === 'succeeded'
                  ? { color: 'var(--ant-color-success)' }
                  : undefined
            }
          />
        ))}
      </Space>
    </Space>
  );
}
