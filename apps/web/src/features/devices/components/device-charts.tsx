import { lazy, Suspense, useMemo, useState } from 'react';
import { Empty, Flex, Segmented, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { TDeviceCurve, TDeviceEnergyBars } from '@sunfleet/contract/inverters';
import { nowIn } from '@sunfleet/contract/zoned-date';
import { PlantDatePicker } from '@/components/plant-date-picker';
import { formatNumber } from '@/lib/format';
import { useLang } from '@/lib/use-lang';
import type { TBarsSpan } from '../api/get-inverter-bars.ts';
import { deviceBarsOption, deviceCurveOption } from '../model/device-chart-options.ts';

const EChart = lazy(() => import('@/components/echart').then((m) => ({ default: m.EChart })));

/** A device's day curve: 5-minute averages of its values, axes scaled and named (ADR 0018). */
export function DeviceCurveChart({ curve, testId }: { curve: TDeviceCurve | undefined; testId: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const option = useMemo(() => (curve ? deviceCurveOption(curve, lang) : null), [curve, lang]);
  if (!curve || !option) return <Skeleton active />;
  if (curve.points.length === 0 || curve.series.length === 0)
    return <Empty description={t('plants.flow.noData')} data-testid={`${testId}-empty`} />;
  return (
    <Suspense fallback={<Skeleton active />}>
      <EChart option={option} height={320} testId={testId} />
    </Suspense>
  );
}

/** A device's energy bars with every slot, and the total of each series above them. */
export function DeviceBarsChart({ bars, testId }: { bars: TDeviceEnergyBars | undefined; testId: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const option = useMemo(() => (bars ? deviceBarsOption(bars, lang) : null), [bars, lang]);
  if (!bars || !option) return <Skeleton active />;
  if (bars.series.length === 0) return <Empty description={t('plants.flow.noData')} />;
  return (
    <Suspense fallback={<Skeleton active />}>
      <Flex gap={24} wrap>
        {bars.series.map((series, index) => (
          <Typography.Text key={series.key} type="secondary">
            {series.name}: {formatNumber(bars.total[index] ?? 0)} kWh
          </Typography.Text>
        ))}
      </Flex>
      <EChart option={option} height={320} testId={testId} />
    </Suspense>
  );
}

export type TChartPeriod = 'day' | 'month' | 'year' | 'total';

const allPeriods: readonly TChartPeriod[] = ['day', 'month', 'year', 'total'];

/** The period switch (of `periods`; none for one) and date picker of a device's charts, on its plant's clock. */
export function usePeriodPicker(timeZone: string, periods: readonly TChartPeriod[] = allPeriods) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<TChartPeriod>('day');
  const [date, setDate] = useState(() => nowIn(timeZone).slice(0, 10));
  const span: TBarsSpan =
    period === 'month'
      ? { kind: 'month', month: date.slice(0, 7) }
      : period === 'year'
        ? { kind: 'year', year: Number(date.slice(0, 4)) }
        : { kind: 'total' };
  const picker = (
    <Flex gap={12} wrap align="center">
      {periods.length > 1 && (
        <Segmented<TChartPeriod>
          value={period}
          onChange={setPeriod}
          options={periods.map((value) => ({ value, label: t(`inverters.detail.${value}`) }))}
        />
      )}
      {period !== 'total' && (
        <PlantDatePicker
          timeZone={timeZone}
          picker={period === 'day' ? 'date' : period}
          allowClear={false}
          value={dayjs(date)}
          onChange={(value) => value && setDate(value.format('YYYY-MM-DD'))}
        />
      )}
    </Flex>
  );
  return { period, date, span, picker };
}
