import { lazy, Suspense, useMemo } from 'react';
import { Card, Empty, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { TDeviceDayCurve } from '@sunfleet/contract/fleet-devices';
import type { TChartOption } from './echart.tsx';
import { PlantDatePicker } from './plant-date-picker.tsx';
import { wholeDay } from '@/lib/chart-axis';
import { formatNumber } from '@/lib/format';

const EChart = lazy(() => import('./echart.tsx').then((m) => ({ default: m.EChart })));

/** One line of a device's day curve: its value key, name, unit and axis (0 left, 1 right). */
export type TCurveSeries = { key: string; name: string; unit: string; color: string; axis: 0 | 1 };

export function dayCurveOption(curve: TDeviceDayCurve, series: readonly TCurveSeries[]): TChartOption {
  const day = wholeDay(curve.points);
  const axisUnits = [0, 1].map((axis) => series.find((line) => line.axis === axis)?.unit);
  return {
    grid: { left: 56, right: 56, top: 48, bottom: 40 },
    legend: { top: 0 },
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value) => (typeof value === 'number' ? formatNumber(value) : '--'),
    },
    xAxis: day.xAxis,
    yAxis: axisUnits.flatMap((unit, index) =>
      unit === undefined
        ? []
        : [
            {
              type: 'value' as const,
              name: unit,
              position: index === 0 ? 'left' : 'right',
              splitLine: { lineStyle: { opacity: 0.2 } },
            },
          ],
    ),
    series: series.map((line) => ({
      type: 'line' as const,
      name: `${line.name} (${line.unit})`,
      yAxisIndex: axisUnits[0] === undefined ? 0 : line.axis,
      // A few 5-minute points are a sliver of a day's width: marked, they stay visible.
      showSymbol: curve.points.length < 24,
      // ECharts otherwise marks only the points at labelled slots of a dense category axis.
      showAllSymbol: true,
      connectNulls: false,
      color: line.color,
      data: day.at.map((point) => point?.values[line.key] ?? null),
    })),
  };
}

/**
 * A device's 5-minute curve over a day of its plant, with a date picker on the plant's clock. An
 * empty day says so instead of drawing an empty grid.
 */
export function DayCurveCard({
  title,
  curve,
  isLoading,
  series,
  date,
  timeZone,
  onDateChange,
  testId,
}: {
  title: string;
  curve: TDeviceDayCurve | undefined;
  isLoading: boolean;
  series: readonly TCurveSeries[];
  date: string;
  timeZone: string | undefined;
  onDateChange: (date: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const option = useMemo(() => curve && dayCurveOption(curve, series), [curve, series]);
  return (
    <Card
      title={title}
      extra={
        <PlantDatePicker
          timeZone={timeZone}
          allowClear={false}
          value={dayjs(date)}
          onChange={(value) => value && onDateChange(value.format('YYYY-MM-DD'))}
        />
      }
    >
      {(isLoading || !option) && <Skeleton active />}
      {option && curve?.points.length === 0 && <Empty description={t('devices.noCurve')} />}
      {option && curve?.points.length !== 0 && (
        <Suspense fallback={<Skeleton active />}>
          <EChart option={option} height={320} testId={testId} />
        </Suspense>
      )}
    </Card>
  );
}
