import { Alert, Card, Empty, Progress, Table, Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TBatteryPack } from '@sunfleet/contract/batteries';
import { formatNumber } from '@/lib/format';
import { useBatterySlaves } from '../api/get-battery-slaves.ts';

const range = (min: number | null, max: number | null, unit: string, decimals: number) =>
  min === null || max === null
    ? '--'
    : `${formatNumber(min, decimals)} – ${formatNumber(max, decimals)} ${unit}`;

/** The slave packs behind a BMS, one row each, the weakest highlighted (spec section 4). */
export function BatteryPacksCard({ batteryId }: { batteryId: string | undefined }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const slaves = useBatterySlaves(batteryId);
  const packs = slaves.data?.packs ?? [];
  return (
    <Card title={t('devices.battery.packs')} data-testid="battery-packs">
      {packs.some((pack) => pack.isWeakest) && (
        <Alert type="info" showIcon style={{ marginBottom: 12 }} message={t('devices.battery.weakestHint')} />
      )}
      <Table<TBatteryPack>
        rowKey="number"
        size="small"
        loading={slaves.isLoading}
        dataSource={packs}
        pagination={false}
        scroll={{ x: 900 }}
        locale={{ emptyText: <Empty description={t('devices.battery.noPacks')} /> }}
        onRow={(pack) => ({
          'data-testid': `pack-row-${pack.number}`,
          'data-weakest': pack.isWeakest,
          style: pack.isWeakest ? { background: token.colorWarningBg } : undefined,
        })}
        columns={[
          {
            key: 'pack',
            title: t('devices.battery.pack'),
            render: (_, pack) => (
              <>
                <Typography.Text strong>#{pack.number}</Typography.Text>{' '}
                {pack.isWeakest && <Tag color="warning">{t('devices.battery.weakest')}</Tag>}
                <Typography.Text type="secondary" style={{ display: 'block' }}>
                  {pack.serialNumber ?? ''}
                </Typography.Text>
              </>
            ),
          },
          {
            key: 'soc',
            title: t('devices.battery.soc'),
            width: 140,
            render: (_, pack) =>
              pack.soc === null ? '--' : <Progress percent={Math.round(pack.soc)} size="small" />,
          },
          {
            key: 'soh',
            title: t('devices.battery.soh'),
            render: (_, pack) => (pack.soh === null ? '--' : `${formatNumber(pack.soh, 1)} %`),
          },
          {
            key: 'voltage',
            title: t('devices.battery.voltage'),
            render: (_, pack) => (pack.voltage === null ? '--' : `${formatNumber(pack.voltage, 2)} V`),
          },
          {
            key: 'current',
            title: t('devices.battery.current'),
            render: (_, pack) => (pack.current === null ? '--' : `${formatNumber(pack.current, 1)} A`),
          },
          {
            key: 'cells',
            title: t('devices.battery.cellVoltage'),
            render: (_, pack) => range(pack.minCellVoltage, pack.maxCellVoltage, 'V', 3),
          },
          {
            key: 'spread',
            title: t('devices.battery.cellSpread'),
            render: (_, pack) =>
              pack.minCellVoltage === null || pack.maxCellVoltage === null
                ? '--'
                : `${formatNumber((pack.maxCellVoltage - pack.minCellVoltage) * 1000, 0)} mV`,
          },
          {
            key: 'temperature',
            title: t('devices.battery.packTemperature'),
            render: (_, pack) => range(pack.minTemperature, pack.maxTemperature, '°C', 1),
          },
          {
            key: 'alarms',
            title: t('devices.battery.alarms'),
            render: (_, pack) =>
              pack.alarms.length === 0
                ? '--'
                : pack.alarms.map((alarm) => (
                    <Tag key={alarm.code} color={alarm.level === 'fault' ? 'error' : 'warning'}>
                      {alarm.code} {alarm.name}
                    </Tag>
                  )),
          },
        ]}
      />
    </Card>
  );
}
