import { Space, Typography } from 'antd';
import { ApartmentOutlined, HomeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TInverterRow } from '@sunfleet/contract/inverters';
import { gatewayPath, plantPath } from '../model/device-paths.ts';

/** Links back to the device's plant and gateway (every detail page has them). */
export function DevicePlace({ place }: { place: Pick<TInverterRow, 'plant' | 'gatewaySn'> }) {
  const { t } = useTranslation();
  return (
    <Space size="large" wrap>
      {place.plant ? (
        <Link to={plantPath(place.plant.id)} data-testid="device-plant-link">
          <HomeOutlined /> {place.plant.name}
        </Link>
      ) : (
        <Typography.Text type="secondary">{t('inverters.noPlant')}</Typography.Text>
      )}
      <Link to={gatewayPath(place.gatewaySn)} data-testid="device-gateway-link">
        <ApartmentOutlined /> {t('inverters.gateway')} {place.gatewaySn}
      </Link>
    </Space>
  );
}
