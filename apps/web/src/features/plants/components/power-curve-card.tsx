import { lazy, Suspense, useMemo } from 'react';
import { Card, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePowerCurve } from '../api/get-power-curve.ts';
import { useChartLabels } from '../hooks/use-chart-labels.ts';
import { powerCurveOption } from '../model/chart-options.ts';

const EChart = lazy(() => import('@/components/echart').then((m) => ({ default: m.EChart })));

/** A local day's 5-minute power curve (today on the overview). */
export function PowerCurveCard({ plantId, date, title }: { plantId: string; date: string; title: string }) {
  const labels = useChartLabels();
  const { t } = useTranslation();
  const curve = usePowerCurve(plantId, date);
  const option = useMemo(
    () => (curve.data ? powerCurveOption(curve.data, labels) : null),
    [curve.data, labels],
  );
  return (
    <Card title={title} extra={date} style={{ height: '100%' }} aria-label={t('plants.overview.powerCurve')}>
      <Suspense fallback={<Skeleton active />}>
        {!option && <Skeleton active />}
        {option && curve.data?.points.length === 0 && <Empty description={t('plants.flow.noData')} />}
        {option && curve.data?.points.length !== 0 && (
          <EChart option={option} height={340} testId="power-curve" />
        )}
      </Suspense>
    </Card>
  );
}
