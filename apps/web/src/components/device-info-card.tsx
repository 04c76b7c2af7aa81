import { Card, Descriptions, Tag } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { deviceStatusNames } from '@sunfleet/contract/enums';
import type { TDeviceInfo } from '@sunfleet/contract/fleet-devices';
import { formatZonedInstant } from '@/lib/format';
import { statusTagColors } from '@/lib/status-colors';
import { useLang } from '@/lib/use-lang';
import { plantOverviewPath } from './fleet-device-columns.tsx';

/** What a device is and where: status, plant (a link back to it), gateway, model, firmware. */
export function DeviceInfoCard({ info }: { info: TDeviceInfo }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Card size="small" data-testid="device-info">
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }}>
        <Descriptions.Item label={t('devices.sn')}>{info.sn}</Descriptions.Item>
        <Descriptions.Item label={t('devices.status')}>
          <Tag color={statusTagColors[info.status]}>{deviceStatusNames[info.status][lang]}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('devices.plant')}>
          {info.plantId ? (
            <Link to={plantOverviewPath(info.plantId)} data-testid="device-plant-link">
              {info.plantName}
            </Link>
          ) : (
            '--'
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('devices.gateway')}>{info.gatewaySn}</Descriptions.Item>
        <Descriptions.Item label={t('devices.model')}>
          {[info.brand, info.model].filter(Boolean).join(' ') || info.dictionaryId}
        </Descriptions.Item>
        <Descriptions.Item label={t('devices.firmware')}>{info.firmwareVersion ?? '--'}</Descriptions.Item>
        <Descriptions.Item label={t('devices.lastSeen')}>
          {formatZonedInstant(info.lastSeen, info.plantTimeZone ?? 'UTC')}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
