import { Flex, Typography, type TableColumnType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { plantClockColumn } from '@/components/plant-clock-column';
import { plantPath } from '../model/device-paths.ts';

type TDeviceRow = {
  sn: string;
  alias: string | null;
  plant: { id: string; name: string; timeZone: string } | null;
  lastSeen: string | null;
};

/**
 * The columns the inverter and meter lists share: alias over SN linking to the device's page,
 * its plant (a link, or "no plant"), and its last update on the plant's clock.
 */
export function deviceRowColumns<T extends TDeviceRow>(
  t: TFunction,
  detailPath: (row: T) => string,
  linkTestId: string,
): { device: TableColumnType<T>; plant: TableColumnType<T>; lastSeen: TableColumnType<T> } {
  return {
    device: {
      key: 'sn',
      title: `${t('inverters.alias')} / ${t('inverters.sn')}`,
      render: (_, row) => (
        <Link to={detailPath(row)} data-testid={linkTestId}>
          <Flex vertical>
            {row.alias && <span>{row.alias}</span>}
            <span style={{ whiteSpace: 'nowrap' }}>{row.sn}</span>
          </Flex>
        </Link>
      ),
    },
    plant: {
      key: 'plant',
      title: t('inverters.plant'),
      render: (_, row) =>
        row.plant ? (
          <Link to={plantPath(row.plant.id)}>{row.plant.name}</Link>
        ) : (
          <Typography.Text type="secondary">{t('inverters.noPlant')}</Typography.Text>
        ),
    },
    lastSeen: plantClockColumn<T>(
      'lastSeen',
      t('inverters.lastUpdate'),
      (row) => row.lastSeen,
      (row) => row.plant?.timeZone,
    ),
  };
}
