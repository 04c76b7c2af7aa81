import { Alert, App, Badge, Button, Card, Descriptions, Popconfirm, Skeleton, Space } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { steeringPermissionOf, unpacedPerMinute } from '@sunfleet/contract/campaigns';
import { PageFrame } from '@/components/page-frame';
import { usePermissions } from '@/components/permissions';
import { ApiError } from '@/lib/api-client';
import { formatInstant } from '@/lib/format';
import { downloadCampaignHistory } from '../api/download-history.ts';
import { useCampaign } from '../api/get-campaign.ts';
import { useSteerCampaign, type TSteer } from '../api/steer-campaign.ts';
import { useCampaignStream } from '../api/use-campaign-stream.ts';
import { CampaignProgress } from '../components/campaign-progress.tsx';
import { CampaignStateTag } from '../components/campaign-state-tag.tsx';
import { CampaignTargets } from '../components/campaign-targets.tsx';

/**
 * /campaigns/:id: a campaign live — its state, progress and counters, the rules it runs by, the
 * buttons to pause, resume, cancel and retry the failed (shown to who may steer it, each only when
 * its state allows it), and the targets with their state and error.
 */
export function CampaignPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { data, isLoading } = useCampaign(id);
  const { live, isLive } = useCampaignStream(id);
  const steer = useSteerCampaign(id);
  const granted = usePermissions();
  if (isLoading || !data) return <Skeleton active />;
  const campaign = live ?? data;
  const canSteer = granted.has(steeringPermissionOf(campaign));

  async function act(action: TSteer) {
    try {
      const result = await steer.mutateAsync(action);
      if (action === 'retry') void navigate(`/campaigns/${result.id}`);
    } catch (error) {
      if (error instanceof ApiError && !error.isReported) void message.error(error.message);
    }
  }

  const button = (action: TSteer, label: string, danger = false) => (
    <Button
      key={action}
      danger={danger}
      loading={steer.isPending && steer.variables === action}
      onClick={() => void act(action)}
      data-testid={`campaign-${action}`}
    >
      {label}
    </Button>
  );
  const actions = canSteer && (
    <Space wrap>
      {campaign.state === 'running' && button('pause', t('campaigns.pause'))}
      {(campaign.state === 'paused' || campaign.state === 'halted') &&
        button('resume', t('campaigns.resume'))}
      {['running', 'paused', 'halted'].includes(campaign.state) && (
        <Popconfirm title={t('campaigns.cancelConfirm')} onConfirm={() => void act('cancel')}>
          <Button danger data-testid="campaign-cancel">
            {t('campaigns.cancel')}
          </Button>
        </Popconfirm>
      )}
      {campaign.counts.failed > 0 &&
        !['running'].includes(campaign.state) &&
        button('retry', t('campaigns.retryFailed'))}
    </Space>
  );

  return (
    <PageFrame
      title={
        <Space>
          {campaign.name || t(`campaigns.kinds.${campaign.kind}`)}
          <CampaignStateTag state={campaign.state} />
          {isLive && <Badge status="processing" text={t('campaigns.live')} />}
        </Space>
      }
      subtitle={`${t(`campaigns.kinds.${campaign.kind}`)} · ${formatInstant(campaign.createdAt)}`}
      actions={actions}
    >
      {campaign.state === 'halted' && (
        <Alert
          type="error"
          showIcon
          message={t('campaigns.halted', { reason: campaign.reason })}
          data-testid="campaign-halted"
        />
      )}
      <Card>
        <CampaignProgress campaign={campaign} />
      </Card>
      <Card size="small">
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 4 }}>
          <Descriptions.Item label={t('campaigns.columns.wave')}>
            {t('campaigns.wave', { wave: campaign.currentWave })}
          </Descriptions.Item>
          <Descriptions.Item>{t('campaigns.firstWave', { count: campaign.firstWave })}</Descriptions.Item>
          <Descriptions.Item>
            {campaign.perMinute >= unpacedPerMinute
              ? t('campaigns.unpaced')
              : t('campaigns.pace', { count: campaign.perMinute })}
          </Descriptions.Item>
          <Descriptions.Item>
            {t('campaigns.haltRule', {
              percent: campaign.halt.failurePercent,
              min: campaign.halt.minExecuted,
            })}
          </Descriptions.Item>
          <Descriptions.Item>
            {campaign.window
              ? t('campaigns.window', { start: campaign.window.start, end: campaign.window.end })
              : t('campaigns.anyHour')}
          </Descriptions.Item>
          {campaign.retryOf && (
            <Descriptions.Item>
              <Link to={`/campaigns/${campaign.retryOf}`}>{t('campaigns.retryOf')}</Link>
            </Descriptions.Item>
          )}
        </Descriptions>
      </Card>
      <Card
        extra={
          <Space>
            {(['csv', 'xlsx'] as const).map((format) => (
              <Button
                key={format}
                size="small"
                icon={<DownloadOutlined />}
                data-testid={`campaign-history-${format}`}
                onClick={() =>
                  void downloadCampaignHistory(id, format).catch((error: Error) =>
                    message.error(error.message),
                  )
                }
              >
                {format === 'csv' ? t('campaigns.historyCsv') : t('campaigns.historyXlsx')}
              </Button>
            ))}
          </Space>
        }
      >
        <CampaignTargets id={id} />
      </Card>
    </PageFrame>
  );
}
