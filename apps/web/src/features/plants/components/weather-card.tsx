import { Card, Empty, Typography } from 'antd';
import { CloudOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useDeviceCheck } from '../api/get-device-check.ts';

/** Weather of the plant: only plants with a weather station have any. */
export function WeatherCard({ plantId }: { plantId: string }) {
  const { t } = useTranslation();
  const check = useDeviceCheck(plantId).data;
  return (
    <Card title={t('plants.overview.weather')} style={{ height: '100%' }} data-testid="plant-weather">
      {check && check.weatherStations > 0 ? (
        <Typography.Paragraph>
          <CloudOutlined style={{ marginRight: 8 }} />
          {t('plants.overview.weatherStations', { count: check.weatherStations })}
        </Typography.Paragraph>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('plants.overview.noWeather')} />
      )}
    </Card>
  );
}
