import {
  Alert,
  Button,
  Card,
  Descriptions,
  Popconfirm,
  Progress,
  Skeleton,
  Steps,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import { ArrowLeftOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { isFinalUpgradeState, type TShownUpgradeState, type TUpgrade } from '@sunfleet/contract/upgrades';
import { PageFrame } from '@/components/page-frame';
import { Can } from '@/components/permissions';
import { useDeviceAbilities } from '@/components/use-device-abilities';
import { refusalText } from '@/lib/api-client';
import { formatInstant } from '@/lib/format';
import { useCancelUpgrade } from '../api/cancel-upgrade.ts';
import { useUpgradeProgress } from '../api/get-upgrade-progress.ts';
import { devicePagePath, type TUpgradeTarget } from '../api/target.ts';

const stateColors: Record<TShownUpgradeState, string> = {
  downloading: 'processing',
  sending: 'processing',
  upgrading: 'processing',
  verifying: 'processing',
  success: 'success',
  failure: 'error',
  cancelled: 'default',
  cancelFailed: 'warning',
};

/** Where the state sits on the four steps: file (downloading or sending), flash, verify, done. */
function currentStep(upgrade: TUpgrade): number {
  switch (upgrade.state) {
    case 'downloading':
    case 'sending':
      return 0;
    case 'upgrading':
      return 1;
    case 'verifying':
      return 2;
    case 'success':
    case 'failure':
    case 'cancelled':
      return 3;
  }
}

function UpgradeSteps({ upgrade }: { upgrade: TUpgrade }) {
  const { t } = useTranslation();
  const isFailed = upgrade.state === 'failure' || upgrade.state === 'cancelled';
  const step = isFailed ? (upgrade.flashedAt ? 2 : upgrade.progress > 0 ? 1 : 0) : currentStep(upgrade);
  return (
    <Steps
      current={step}
      status={isFailed ? 'error' : upgrade.state === 'success' ? 'finish' : 'process'}
      items={[
        { title: t('upgrades.steps.file') },
        { title: t('upgrades.steps.flash') },
        { title: t('upgrades.steps.verify') },
        { title: t('upgrades.steps.done') },
      ]}
    />
  );
}

/**
 * The upgrade of one inverter or gateway, live: its state as the spec names it (downloading or
 * sending file, upgrading, success, failure, cancelled, cancel failed), the progress within it,
 * the versions, every step as the command channel recorded it, and cancel while it runs.
 */
function UpgradeProgress({ target }: { target: TUpgradeTarget }) {
  const { t } = useTranslation();
  const progress = useUpgradeProgress(target);
  const cancel = useCancelUpgrade(target);
  const abilities = useDeviceAbilities(target.sn);
  const back = (
    <Link to={devicePagePath(target)} data-testid="upgrade-back">
      <ArrowLeftOutlined /> {t('upgrades.back')}
    </Link>
  );
  if (progress.isLoading) return <Skeleton active />;
  const upgrade = progress.data;
  const isRunning = upgrade ? !isFinalUpgradeState(upgrade.state) : false;
  return (
    <PageFrame
      title={t('upgrades.progressTitle', { sn: target.sn })}
      subtitle={back}
      actions={
        isRunning && (
          <Can
            permission={target.kind === 'inverter' ? 'inverter.upgrade' : 'gateway.upgrade'}
            ability="operate"
            abilities={abilities}
          >
            <Popconfirm title={t('upgrades.cancelConfirm')} onConfirm={() => cancel.mutate()}>
              <Button danger icon={<StopOutlined />} loading={cancel.isPending} data-testid="upgrade-cancel">
                {t('upgrades.cancel')}
              </Button>
            </Popconfirm>
          </Can>
        )
      }
    >
      {!upgrade ? (
        <Alert type="info" showIcon message={t('upgrades.noUpgrade')} />
      ) : (
        <>
          {cancel.isError && <Alert type="error" showIcon message={refusalText(cancel.error)} />}
          <Card>
            <UpgradeSteps upgrade={upgrade} />
            <Descriptions style={{ marginTop: 24 }} size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
              <Descriptions.Item label={t('upgrades.state')}>
                <Tag color={stateColors[upgrade.shownState]} data-testid="upgrade-state">
                  {t(`upgrades.states.${upgrade.shownState}`)}
                </Tag>
              </Descriptions.Item>
              <Descriptions.Item label={t('upgrades.from')}>{upgrade.fromVersion || '--'}</Descriptions.Item>
              <Descriptions.Item label={t('upgrades.to')}>
                <span data-testid="upgrade-to">{upgrade.toVersion}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('upgrades.startedAt')}>
                {formatInstant(upgrade.startedAt)}
              </Descriptions.Item>
              <Descriptions.Item label={t('upgrades.finishedAt')}>
                {formatInstant(upgrade.finishedAt)}
              </Descriptions.Item>
            </Descriptions>
            {isRunning && (
              <Progress
                percent={upgrade.progress}
                status="active"
                format={(percent) => `${t(`upgrades.states.${upgrade.state}`)} ${percent ?? 0}%`}
                data-testid="upgrade-progress"
              />
            )}
            {upgrade.state === 'verifying' && (
              <Typography.Paragraph type="secondary">{t('upgrades.verifying')}</Typography.Paragraph>
            )}
            {upgrade.error && (
              <Alert type="error" showIcon message={upgrade.error} data-testid="upgrade-error" />
            )}
          </Card>
          <Card title={t('upgrades.history')}>
            <Timeline
              items={upgrade.events.map((event) => ({
                children: (
                  <>
                    <Typography.Text strong>{event.state}</Typography.Text> {formatInstant(event.at)}
                    {event.detail && <Typography.Text type="secondary"> — {event.detail}</Typography.Text>}
                  </>
                ),
              }))}
            />
          </Card>
        </>
      )}
    </PageFrame>
  );
}

/** /device/inverter/:sn/upgrade */
export function InverterUpgradePage() {
  const sn = useParams().sn ?? '';
  return <UpgradeProgress target={{ kind: 'inverter', key: sn, sn }} />;
}

/** /device/battery/:sn/upgrade: a battery's BMS upgrades through the inverter routes (ADR 0055). */
export function BatteryUpgradePage() {
  const sn = useParams().sn ?? '';
  return <UpgradeProgress target={{ kind: 'inverter', key: sn, sn, screen: 'battery' }} />;
}

/** /device/gateway/detail/:id/upgrade?sn= (the SN names the gateway for its abilities). */
export function GatewayUpgradePage() {
  const id = useParams().id ?? '';
  const [search] = useSearchParams();
  const sn = search.get('sn') ?? '';
  return <UpgradeProgress target={{ kind: 'gateway', key: id, sn }} />;
}
