import { Badge, Card, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatZonedInstant } from '@/lib/format';
import { useEnergyFlow } from '../api/get-energy-flow.ts';
import { flowViewOf } from '../model/energy-flow.ts';
import { EnergyFlowDiagram } from './energy-flow-diagram.tsx';

/** Polling interval while no push stream is open: short enough to look live. */
const pollMs = 10_000;

/** The energy-flow diagram of a plant, refreshed by push (`isLive`) or by polling. */
export function EnergyFlowCard({
  plantId,
  timeZone,
  isLive,
}: {
  plantId: string;
  timeZone: string;
  isLive: boolean;
}) {
  const { t } = useTranslation();
  const flow = useEnergyFlow(plantId, isLive ? false : pollMs);
  return (
    <Card
      title={t('plants.flow.title')}
      extra={
        <span data-testid="flow-mode" data-live={isLive}>
          <Badge
            status={isLive ? 'processing' : 'default'}
            text={isLive ? t('plants.flow.live') : t('plants.flow.polling')}
          />
        </span>
      }
      style={{ height: '100%' }}
    >
      {flow.data?.readAt ? (
        <>
          <EnergyFlowDiagram flow={flowViewOf(flow.data)} />
          <Typography.Text type="secondary" data-testid="flow-read-at">
            {t('plants.flow.updated', { time: formatZonedInstant(flow.data.readAt, timeZone) })}
          </Typography.Text>
        </>
      ) : (
        <Empty description={t('plants.flow.noData')} data-testid="flow-empty" />
      )}
    </Card>
  );
}
