import { Card, Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TPlantDevice } from '@sunfleet/contract/devices';
import { formatInstant, formatNumber, withZone } from '@/lib/format';
import { StatusTags } from '@/components/status-tags';
import { usePlantDevices } from '../api/get-plant-devices.ts';
import { deviceReadingOf, type TReadingDirection } from '../model/device-reading.ts';
import { devicePath } from '../model/device-paths.ts';

const directionLabels: Record<TReadingDirection, string> = {
  gridImport: 'plants.flow.gridImport',
  gridExport: 'plants.flow.gridExport',
  charge: 'plants.overview.charge',
  discharge: 'plants.overview.discharge',
};

/**
 * Every device of the plant — inverters, meters, batteries, weather stations — each opening its
 * detail page, with its status,
 * the reading of its kind, today's energy (inverters) and when it last reported, on the plant's
 * clock (named in the column title).
 */
export function PlantDevicesCard({ plantId, timeZone }: { plantId: string; timeZone: string }) {
  const { t } = useTranslation();
  const devices = usePlantDevices(plantId);
  return (
    <Card title={t('plants.overview.devices')} style={{ height: '100%' }}>
      <Table<TPlantDevice>
        rowKey="sn"
        size="small"
        data-testid="plant-devices"
        loading={devices.isLoading}
        dataSource={devices.data?.infos}
        pagination={false}
        scroll={{ x: 680 }}
        columns={[
          {
            key: 'device',
            title: `${t('plants.overview.alias')} / ${t('plants.overview.sn')}`,
            // A row opens the device's detail page (inverters, meters here; batteries and weather
            // stations on their own screens).
            render: (_, row) => (
              <Link to={devicePath(row.kind, row.sn)} data-testid="plant-device-link">
                <Flex vertical>
                  {row.alias}
                  {/* An SN is read and typed whole: never broken across lines. */}
                  <Typography.Text
                    type={row.alias ? 'secondary' : undefined}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {row.sn}
                  </Typography.Text>
                </Flex>
              </Link>
            ),
          },
          // Device kind names are the protocol screens' own (`protocols.kinds`), kept once.
          {
            key: 'kind',
            title: t('plants.overview.kind'),
            render: (_, row) => t(`protocols.kinds.${row.kind}`),
          },
          {
            key: 'status',
            title: t('plants.list.status'),
            render: (_, row) => <StatusTags status={row.status} operatingState={row.operatingState} />,
          },
          {
            key: 'reading',
            title: t('plants.overview.reading'),
            align: 'right',
            render: (_, row) => {
              const reading = deviceReadingOf(row);
              if (!reading) return '--';
              const direction = reading.direction && t(directionLabels[reading.direction]);
              const flow = reading.power && [direction, reading.power].filter(Boolean).join(' ');
              return [reading.lead, flow].filter(Boolean).join(' · ');
            },
          },
          {
            key: 'energyToday',
            title: t('plants.list.energyToday'),
            align: 'right',
            render: (_, row) => (row.energyToday === null ? '--' : formatNumber(row.energyToday)),
          },
          {
            key: 'lastSeen',
            title: withZone(t('plants.overview.lastSeen'), timeZone),
            render: (_, row) => formatInstant(row.lastSeen, timeZone),
          },
        ]}
      />
    </Card>
  );
}
