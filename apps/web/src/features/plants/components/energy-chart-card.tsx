import { lazy, Suspense, useMemo, useState } from 'react';
import { Card, Flex, Segmented, Skeleton, Tabs, Typography } from 'antd';
import { useQueries } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { TChartOption } from '@/components/echart';
import { PlantDatePicker } from '@/components/plant-date-picker';
import { formatNumber } from '@/lib/format';
import { todayIn } from '@sunfleet/contract/zoned-date';
import { energyBarsQuery, useEnergyBars } from '../api/get-energy-bars.ts';
import { useGenerationBars, type TGenerationPeriod } from '../api/get-generation-bars.ts';
import { useChartLabels } from '../hooks/use-chart-labels.ts';
import { barsInRange, energyBarsOption, generationBarsOption, monthsOf } from '../model/chart-options.ts';
import { quickRange, quickRanges, type TQuickRange } from '../model/quick-ranges.ts';

const EChart = lazy(() => import('@/components/echart').then((m) => ({ default: m.EChart })));

type TUnit = 'day' | 'month' | 'year' | 'total';

/** A chart with the period's generation (and expected yield, when imported) written above it. */
function ChartOrEmpty({
  option,
  total,
  expected,
  testId,
}: {
  option: TChartOption | null;
  total?: string;
  expected?: string;
  testId: string;
}) {
  const { t } = useTranslation();
  if (!option) return <Skeleton active />;
  return (
    <Suspense fallback={<Skeleton active />}>
      <Flex gap={24} wrap>
        {total && (
          <Typography.Text type="secondary" data-testid={`${testId}-total`}>
            {t('plants.overview.generation')}: {total}
          </Typography.Text>
        )}
        {expected && (
          <Typography.Text type="secondary" data-testid={`${testId}-expected`}>
            {t('plants.overview.expected')}: {expected}
          </Typography.Text>
        )}
      </Flex>
      <EChart option={option} height={340} testId={testId} />
    </Suspense>
  );
}

/** Day view: one local day by hour, or the days of a quick range (spec section 9). */
function DayEnergy({ plantId, today }: { plantId: string; today: Dayjs }) {
  const { t } = useTranslation();
  const labels = useChartLabels();
  const [range, setRange] = useState<TQuickRange>('today');
  const { from, to } = quickRange(range, today);
  const isOneDay = from === to;
  const hourly = useEnergyBars(plantId, { unit: 'day', date: from });
  const monthly = useQueries({
    queries: isOneDay
      ? []
      : monthsOf(from, to).map((month) => energyBarsQuery(plantId, { unit: 'month', month })),
  });
  const isMonthlyReady = monthly.every((query) => query.data);
  const monthlyBars = monthly.flatMap((query) => query.data?.bars ?? []);
  const bars = isOneDay ? hourly.data?.bars : isMonthlyReady ? barsInRange(monthlyBars, from, to) : undefined;
  // The running hour of today, or today among the days of a range.
  const partialLabel = isOneDay
    ? (hourly.data?.partialLabel ?? null)
    : (monthly.map((query) => query.data?.partialLabel).find(Boolean) ?? null);
  const option = useMemo(
    () => (bars ? energyBarsOption(bars, labels, partialLabel) : null),
    [bars, labels, partialLabel],
  );
  const total = bars ? `${formatNumber(bars.reduce((sum, bar) => sum + (bar.pv ?? 0), 0))} kWh` : undefined;
  return (
    <Flex vertical gap={12}>
      <Segmented<TQuickRange>
        value={range}
        onChange={setRange}
        data-testid="quick-range"
        options={quickRanges.map((value) => ({
          value,
          label: <span data-testid={`quick-range-${value}`}>{t(`plants.ranges.${value}`)}</span>,
        }))}
      />
      <Typography.Text type="secondary">{isOneDay ? from : `${from} – ${to}`}</Typography.Text>
      <ChartOrEmpty option={option} total={total} testId="energy-chart" />
    </Flex>
  );
}

function GenerationEnergy({
  plantId,
  period,
  picker,
}: {
  plantId: string;
  period: TGenerationPeriod;
  picker?: React.ReactNode;
}) {
  const labels = useChartLabels();
  const bars = useGenerationBars(plantId, period);
  const option = useMemo(
    () => (bars.data ? generationBarsOption(bars.data, labels) : null),
    [bars.data, labels],
  );
  const total = bars.data ? `${formatNumber(bars.data.total.generation)} kWh` : undefined;
  const expectedTotal = bars.data?.total.expected;
  const expected = expectedTotal == null ? undefined : `${formatNumber(expectedTotal)} kWh`;
  return (
    <Flex vertical gap={12}>
      {/* In a row of its own the picker keeps its width instead of stretching across the card. */}
      {picker && <Flex>{picker}</Flex>}
      <ChartOrEmpty option={option} total={total} expected={expected} testId="generation-chart" />
    </Flex>
  );
}

/**
 * Day / month / year / total energy of a plant, in its own time zone's calendar: today where the
 * plant is, which is not the reader's today for half the world.
 */
export function EnergyChartCard({ plantId, timeZone }: { plantId: string; timeZone: string }) {
  const plantToday = todayIn(timeZone);
  const { t } = useTranslation();
  const today = useMemo(() => dayjs(plantToday), [plantToday]);
  const [unit, setUnit] = useState<TUnit>('day');
  const [month, setMonth] = useState(today);
  const [year, setYear] = useState(today);
  const content: Record<TUnit, React.ReactNode> = {
    day: <DayEnergy plantId={plantId} today={today} />,
    month: (
      <GenerationEnergy
        plantId={plantId}
        period={{ unit: 'month', month: month.format('YYYY-MM') }}
        picker={
          <PlantDatePicker
            timeZone={timeZone}
            picker="month"
            value={month}
            allowClear={false}
            onChange={(value) => value && setMonth(value)}
            data-testid="month-picker"
          />
        }
      />
    ),
    year: (
      <GenerationEnergy
        plantId={plantId}
        period={{ unit: 'year', year: year.year() }}
        picker={
          <PlantDatePicker
            timeZone={timeZone}
            picker="year"
            value={year}
            allowClear={false}
            onChange={(value) => value && setYear(value)}
            data-testid="year-picker"
          />
        }
      />
    ),
    total: <GenerationEnergy plantId={plantId} period={{ unit: 'total' }} />,
  };
  return (
    <Card title={t('plants.overview.energyChart')}>
      <Tabs
        activeKey={unit}
        onChange={(key) => setUnit(key as TUnit)}
        destroyOnHidden
        items={(['day', 'month', 'year', 'total'] as const).map((key) => ({
          key,
          label: <span data-testid={`energy-tab-${key}`}>{t(`plants.overview.${key}`)}</span>,
          children: content[key],
        }))}
      />
    </Card>
  );
}
