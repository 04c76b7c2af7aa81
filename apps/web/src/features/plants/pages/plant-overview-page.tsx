import { Alert, Button, Col, Flex, Row, Skeleton, Tag } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ComponentType } from 'react';
import { Link, useParams } from 'react-router';
import { plantAbilities } from '@sunfleet/contract/plants';
import { PageFrame } from '@/components/page-frame';
import { Can } from '@/components/permissions';
import { StatusTags } from '@/components/status-tags';
import { todayIn } from '@sunfleet/contract/zoned-date';
import { usePlant } from '../api/get-plant.ts';
import { useIsHistoryPreparing } from '../api/get-site-preparation.ts';
import { EnergyChartCard } from '../components/energy-chart-card.tsx';
import { EnergyFlowCard } from '../components/energy-flow-card.tsx';
import { PlantKpis } from '../components/plant-kpis.tsx';
import { PlantMissing } from '../components/plant-missing.tsx';
import { PowerCurveCard } from '../components/power-curve-card.tsx';
import { useLivePlant } from '../hooks/use-live-plant.ts';
import { editPath, isPlantId } from '../model/paths.ts';

/** A panel of another feature about one plant, shown on the overview. */
export type TPlantPanel = ComponentType<{ plantId: string; timeZone: string }>;

/**
 * /plants/overview/{id}/{type}: headline numbers, live energy flow (pushed by the api's
 * flow stream), today's power, energy charts with quick ranges, and the weather, devices and
 * events panels the app hands in (`src/app/compositions/plant-overview.tsx`).
 */
export function PlantOverviewPage({
  panels,
}: {
  panels: { weather: TPlantPanel; devices: TPlantPanel; events: TPlantPanel };
}) {
  const { weather: WeatherCard, devices: PlantDevicesCard, events: PlantEventsCard } = panels;
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const plant = usePlant(id);
  const { isLive } = useLivePlant(id);
  const isHistoryPreparing = useIsHistoryPreparing();

  if (plant.isError || !isPlantId(id))
    return <PlantMissing title={t('route.plantOverview')} error={plant.error} />;
  if (!plant.data) return <Skeleton active />;
  const { timeZone } = plant.data.location;
  const canEdit = plantAbilities(plant.data.role).canEdit;

  return (
    <PageFrame
      title={<span data-testid="overview-name">{plant.data.name}</span>}
      subtitle={
        <Flex gap={8} align="center" wrap>
          <StatusTags
            status={plant.data.status}
            operatingState={plant.data.inverterState}
            testId="overview-status"
          />
          {!canEdit && (
            <Tag color="blue" data-testid="plant-read-only">
              {plant.data.role === 'customer'
                ? t('plants.readOnly.customerTag')
                : t('plants.readOnly.tag', { owner: plant.data.ownerAccount ?? '' })}
            </Tag>
          )}
          {plant.data.location.address}
        </Flex>
      }
      actions={
        canEdit && (
          <Can permission="station.edit">
            <Link to={editPath(id)}>
              <Button icon={<EditOutlined />} data-testid="overview-edit">
                {t('plants.overview.edit')}
              </Button>
            </Link>
          </Can>
        )
      }
    >
      {isHistoryPreparing ? (
        // Half-empty charts would read as missing data: say what is happening instead.
        <Alert
          type="info"
          showIcon
          message={t('plants.overview.historyPreparing')}
          data-testid="history-preparing"
        />
      ) : (
        <>
          <PlantKpis plantId={id} />
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={10}>
              <EnergyFlowCard plantId={id} timeZone={timeZone} isLive={isLive} />
            </Col>
            <Col xs={24} xl={14}>
              <PowerCurveCard plantId={id} date={todayIn(timeZone)} title={t('plants.overview.powerCurve')} />
            </Col>
          </Row>
          <EnergyChartCard plantId={id} timeZone={timeZone} />
        </>
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={8}>
          <WeatherCard plantId={id} timeZone={timeZone} />
        </Col>
        <Col xs={24} xl={16}>
          <PlantDevicesCard plantId={id} timeZone={timeZone} />
        </Col>
      </Row>
      <PlantEventsCard plantId={id} timeZone={timeZone} />
    </PageFrame>
  );
}
