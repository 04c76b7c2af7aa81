import { Descriptions, Empty, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TNamedValue } from '@sunfleet/contract/inverters';
import { formatNumber } from '@/lib/format';

/** A value with its unit, numbers with a comma every three digits. */
export const shownValue = (value: TNamedValue['value'] | null | undefined, unit = '') =>
  value === null || value === undefined
    ? '--'
    : `${typeof value === 'number' ? formatNumber(value) : value}${unit ? ` ${unit}` : ''}`;

/** A family's values now, named in the user's language. */
export function ValuesList({
  values,
  testId,
  isNarrow = false,
}: {
  values: readonly TNamedValue[] | undefined;
  testId: string;
  /** In a half-width card: at most two pairs a row. */
  isNarrow?: boolean;
}) {
  const { t } = useTranslation();
  if (values && values.length === 0) return <Empty description={t('inverters.detail.noValues')} />;
  return (
    <Descriptions
      size="small"
      bordered
      column={isNarrow ? { xs: 1, sm: 2, xl: 2 } : { xs: 1, sm: 2, lg: 3 }}
      data-testid={testId}
      items={(values ?? []).map((value) => ({
        key: value.key,
        label: value.name,
        children: shownValue(value.value, value.unit),
      }))}
    />
  );
}

type TPhaseRow = { phase: string; voltage: number | null; current: number | null; power: number | null };

/** Voltage, current and power per phase (or per PV input). */
export function PhaseTable({
  rows,
  first,
  testId,
}: {
  rows: readonly TPhaseRow[] | undefined;
  first: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Table<TPhaseRow>
      rowKey="phase"
      size="small"
      pagination={false}
      data-testid={testId}
      loading={!rows}
      dataSource={rows ? [...rows] : []}
      columns={[
        { key: 'phase', title: first, dataIndex: 'phase' },
        {
          key: 'voltage',
          title: t('inverters.detail.voltage'),
          align: 'right',
          render: (_, row) => shownValue(row.voltage),
        },
        {
          key: 'current',
          title: t('inverters.detail.current'),
          align: 'right',
          render: (_, row) => shownValue(row.current),
        },
        {
          key: 'power',
          title: t('inverters.detail.inputPower'),
          align: 'right',
          render: (_, row) => shownValue(row.power, ''),
        },
      ]}
    />
  );
}
