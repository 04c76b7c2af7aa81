import { Card, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { deviceStatusNames } from '@sunfleet/contract/enums';
import type { TPlantInverter } from '@sunfleet/contract/plants';
import { formatInstant, formatNumber } from '@/lib/format';
import { statusTagColors } from '@/lib/status-colors';
import { useLang } from '@/lib/use-lang';
import { usePlantInverters } from '../api/get-plant-inverters.ts';

/** The plant's inverters with status, power now and today's energy. */
export function PlantDevicesCard({ plantId, timeZone }: { plantId: string; timeZone: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const inverters = usePlantInverters(plantId);
  return (
    <Card title={t('plants.overview.devices')} style={{ height: '100%' }}>
      <Table<TPlantInverter>
        rowKey="sn"
        size="small"
        data-testid="plant-devices"
        loading={inverters.isLoading}
        dataSource={inverters.data?.infos}
        pagination={false}
        scroll={{ x: 640 }}
        columns={[
          { key: 'sn', title: t('plants.overview.sn'), dataIndex: 'sn' },
          { key: 'alias', title: t('plants.overview.alias'), dataIndex: 'alias' },
          { key: 'kind', title: t('plants.overview.kind'), dataIndex: 'kind' },
          {
            key: 'status',
            title: t('plants.list.status'),
            render: (_, row) => (
              <Tag color={statusTagColors[row.status]}>{deviceStatusNames[row.status][lang]}</Tag>
            ),
          },
          {
            key: 'power',
            title: t('plants.list.power'),
            align: 'right',
            render: (_, row) => (row.power === null ? '--' : formatNumber(row.power)),
          },
          {
            key: 'energyToday',
            title: t('plants.list.energyToday'),
            align: 'right',
            render: (_, row) => formatNumber(row.energyToday),
          },
          {
            key: 'lastSeen',
            title: t('plants.overview.lastSeen'),
            render: (_, row) => formatInstant(row.lastSeen, timeZone),
          },
        ]}
      />
    </Card>
  );
}
