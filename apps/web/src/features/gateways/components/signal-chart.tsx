import { lazy, Suspense, useMemo } from 'react';
import { Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TChartOption } from '@/components/echart';

const EChart = lazy(() => import('@/components/echart').then((m) => ({ default: m.EChart })));

/** RSSI (dBm) over the last day as a step line. */
export function SignalChart({ samples }: { samples: { at: string; rssi: number }[] }) {
  const { t } = useTranslation();
  const option = useMemo<TChartOption>(
    () => ({
      grid: { left: 48, right: 16, top: 16, bottom: 32 },
      tooltip: { trigger: 'axis', valueFormatter: (value) => `${String(value)} dBm` },
      xAxis: { type: 'time' },
      yAxis: { type: 'value', name: 'dBm', min: -120, max: -30 },
      series: [
        {
          type: 'line',
          step: 'end',
          showSymbol: samples.length < 30,
          data: samples.map((sample) => [sample.at, sample.rssi]),
        },
      ],
    }),
    [samples],
  );
  if (samples.length === 0) return <Empty description={t('gateways.detailPage.noSignal')} />;
  return (
    <Suspense fallback={<Skeleton active />}>
      <EChart option={option} height={220} testId="gateway-signal" />
    </Suspense>
  );
}
