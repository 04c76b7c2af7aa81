import { Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import { deviceStatusNames } from '@sunfleet/contract/enums';
import type { TFleetDevice } from '@sunfleet/contract/fleet-devices';
import type { TLang } from '@sunfleet/contract/lang';
import { statusTagColors } from '@/lib/status-colors';
import { plantClockColumn } from './plant-clock-column.tsx';

/** The plant overview a device row links to (the overview reads the plant's type itself). */
export const plantOverviewPath = (plantId: string) => `/plants/overview/${encodeURIComponent(plantId)}/plant`;

/**
 * The columns every device list shares: the device (alias over SN, a link to its page), its
 * status, plant (a link to the overview) over its gateway, and when it last reported on the plant's clock.
 */
export function fleetDeviceColumns<T extends TFleetDevice>(
  t: TFunction,
  lang: TLang,
  detailPath: (sn: string) => string,
): { device: ColumnsType<T>; place: ColumnsType<T> } {
  return {
    device: [
      {
        key: 'device',
        title: `${t('devices.alias')} / ${t('devices.sn')}`,
        // An SN is read whole: the column never wraps it mid-number for the time beside it.
        onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
        render: (_, row) => (
          <Link to={detailPath(row.sn)} data-testid={`device-link-${row.sn}`}>
            <Typography.Text strong style={{ display: 'block' }}>
              {row.alias || row.sn}
            </Typography.Text>
            {row.alias && <Typography.Text type="secondary">{row.sn}</Typography.Text>}
          </Link>
        ),
      },
      {
        key: 'status',
        title: t('devices.status'),
        render: (_, row) => (
          <Tag color={statusTagColors[row.status]}>{deviceStatusNames[row.status][lang]}</Tag>
        ),
      },
    ],
    place: [
      {
        key: 'plant',
        title: `${t('devices.plant')} / ${t('devices.gateway')}`,
        render: (_, row) => (
          <>
            <div>{row.plantId ? <Link to={plantOverviewPath(row.plantId)}>{row.plantName}</Link> : '--'}</div>
            <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
              {row.gatewaySn}
            </Typography.Text>
          </>
        ),
      },
      plantClockColumn<T>(
        'lastSeen',
        t('devices.lastSeen'),
        (row) => row.lastSeen,
        (row) => row.plantTimeZone,
      ),
    ],
  };
}
