import { lazy, Suspense, useMemo } from 'react';
import { Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TChartOption } from '@/components/echart';

const EChart = lazy(() => import('@/components/echart').then((m) => ({ default: m.EChart })));

/** RSSI (dBm) over the last day as a step line. */
export function SignalChart({ samples }: { samples: { at: string; rssi: number }[] }) {
  const { t } = useTranslation();
  const option = useMemo<TChartOption>(() => {
    const now = Date.now();
    const points: [number, number][] = samples.map((sample) => [Date.parse(sample.at), sample.rssi]);
    // The last level holds until now (a sample is taken when it changes or every 5 minutes).
    const last = points.at(-1);
    if (last && last[0] < now) points.push([now, last[1]]);
    return {
      grid: { left: 48, right: 16, top: 24, bottom: 32 },
      tooltip: { trigger: 'axis', valueFormatter: (value) => `${String(value)} dBm` },
      xAxis: { type: 'time', min: now - 24 * 3600_000, max: now },
      yAxis: { type: 'value', name: 'dBm', min: -120, max: -30 },
      series: [
        {
          type: 'line',
          step: 'end',
          showSymbol: points.length < 30,
          areaStyle: { opacity: 0.15 },
          data: points,
        },
      ],
    };
  }, [samples]);
  if (samples.length === 0) return <Empty description={t('gateways.detailPage.noSignal')} />;
  return (
    <Suspense fallback={<Skeleton active />}>
      <EChart option={option} height={220} testId="gateway-signal" />
    </Suspense>
  );
}
