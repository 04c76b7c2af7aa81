import { lazy, Suspense, useMemo } from 'react';
import { Alert, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TDeviceStatus } from '@sunfleet/contract/enums';
import { statusColors } from '@/lib/status-colors';
import { usePlantMarkers } from '../api/get-plant-markers.ts';
import { overviewPath } from '../model/paths.ts';
import { statusRank } from '../model/status-rank.ts';

const MarkerMap = lazy(() => import('@/components/map/marker-map').then((m) => ({ default: m.MarkerMap })));

/**
 * The fleet on a map: one marker per plant, coloured by status; a click opens the overview. `total`
 * is how many plants the filter matches; those without a position are counted below the map.
 */
export function PlantMapView({
  status,
  keyword,
  total,
}: {
  status?: TDeviceStatus;
  keyword?: string;
  total?: number;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const markers = usePlantMarkers({ status, keyword }, true);
  const mapMarkers = useMemo(
    () =>
      (markers.data ?? []).map((plant) => ({
        id: plant.id,
        lat: plant.latitude,
        lng: plant.longitude,
        color: statusColors[plant.status],
        rank: statusRank[plant.status],
        title: plant.name,
      })),
    [markers.data],
  );
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 520 }} />}>
      <MarkerMap
        markers={mapMarkers}
        height={520}
        testId="plant-map"
        onMarkerClick={(id) => void navigate(overviewPath(id))}
      />
      {markers.data && total !== undefined && total > mapMarkers.length && (
        <Alert
          type="info"
          showIcon
          message={t('plants.list.noPosition', { count: total - mapMarkers.length })}
          style={{ marginTop: 12 }}
          data-testid="map-unplaced"
        />
      )}
    </Suspense>
  );
}
