import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { compactQuantity, formatNumber } from '@/lib/format';
import { useLang } from '@/lib/use-lang';
import { usePlantIncome } from '../api/get-plant-income.ts';
import { usePlantRealtime } from '../api/get-plant-realtime.ts';

/** A headline number in the compact form of spec section 9, in the reader's language. */
function useCompact() {
  const lang = useLang();
  return (value: number | null | undefined, unit: string) => {
    if (value === null || value === undefined) return { value: '--', suffix: unit };
    const compact = compactQuantity(value, unit, lang);
    return { value: compact.value, suffix: compact.unit };
  };
}

/**
 * Energy a plant's devices counted before monitoring began is part of its lifetime total but not of
 * the Total chart, which sums what was monitored: the KPI names that part instead of showing two
 * totals that disagree. Under 1 kWh it is rounding, not history.
 */
function useBeforeMonitoringNote(kwh: number | undefined): string | undefined {
  const { t } = useTranslation();
  const compact = useCompact();
  if (kwh === undefined || kwh < 1) return undefined;
  const amount = compact(kwh, 'kWh');
  return t('plants.overview.beforeMonitoring', { amount: `${amount.value} ${amount.suffix}` });
}

const orUnknown = (value: number | null | undefined, decimals: number) =>
  value === null || value === undefined ? '--' : formatNumber(value, decimals);

/**
 * Power now, capacity, energy of today … total, income today and total, and what peers show beside
 * them: specific yield, self-consumption and self-sufficiency, CO₂ avoided.
 */
export function PlantKpis({ plantId }: { plantId: string }) {
  const { t } = useTranslation();
  const compact = useCompact();
  const realtime = usePlantRealtime(plantId).data;
  const income = usePlantIncome(plantId).data;
  const currency = income?.currency ?? '';
  const beforeMonitoring = useBeforeMonitoringNote(realtime?.energyBeforeMonitoring);
  const items: { key: string; label: string; value: string; suffix: string; note?: string }[] = [
    { key: 'power', label: t('plants.overview.power'), ...compact(realtime?.power, 'kW') },
    { key: 'capacity', label: t('plants.overview.capacity'), ...compact(realtime?.capacity, 'kWp') },
    { key: 'energyToday', label: t('plants.overview.energyToday'), ...compact(realtime?.energyToday, 'kWh') },
    { key: 'energyMonth', label: t('plants.overview.energyMonth'), ...compact(realtime?.energyMonth, 'kWh') },
    { key: 'energyYear', label: t('plants.overview.energyYear'), ...compact(realtime?.energyYear, 'kWh') },
    {
      key: 'energyTotal',
      label: t('plants.overview.energyTotal'),
      ...compact(realtime?.energyTotal, 'kWh'),
      ...(beforeMonitoring && { note: beforeMonitoring }),
    },
    income?.currency
      ? { key: 'incomeToday', label: t('plants.overview.incomeToday'), ...compact(income.today, currency) }
      : {
          key: 'incomeToday',
          label: t('plants.overview.incomeToday'),
          value: t('plants.overview.noTariff'),
          suffix: '',
        },
    income?.currency
      ? { key: 'incomeTotal', label: t('plants.overview.incomeTotal'), ...compact(income.total, currency) }
      : { key: 'incomeTotal', label: t('plants.overview.incomeTotal'), value: '--', suffix: '' },
    {
      key: 'specificYield',
      label: t('plants.overview.specificYield'),
      value: orUnknown(realtime?.specificYieldToday, 2),
      suffix: 'kWh/kWp',
    },
    {
      key: 'selfConsumption',
      label: t('plants.overview.selfConsumption'),
      value: orUnknown(realtime?.selfConsumptionRate, 1),
      suffix: '%',
    },
    {
      key: 'selfSufficiency',
      label: t('plants.overview.selfSufficiency'),
      value: orUnknown(realtime?.selfSufficiencyRate, 1),
      suffix: '%',
    },
    {
      key: 'co2Avoided',
      label: t('plants.overview.co2Avoided'),
      ...compact(realtime === undefined ? undefined : realtime.co2AvoidedKg / 1000, 't'),
    },
  ];
  return (
    <Card>
      <Row gutter={[16, 16]}>
        {items.map((item) => (
          <Col key={item.key} xs={12} md={6} xl={3}>
            <Statistic
              title={item.label}
              value={item.value}
              suffix={item.suffix}
              valueStyle={{ fontSize: 22 }}
              data-testid={`kpi-${item.key}`}
            />
            {item.note && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid={`kpi-${item.key}-note`}>
                {item.note}
              </Typography.Text>
            )}
          </Col>
        ))}
      </Row>
    </Card>
  );
}
