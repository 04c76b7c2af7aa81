import { Card, Col, Empty, Flex, Row, Skeleton, Statistic, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { deviceStatusNames } from '@sunfleet/contract/enums';
import type { TPlantWeather } from '@sunfleet/contract/weather';
import { formatNumber, formatZonedInstant } from '@/lib/format';
import { statusTagColors } from '@/lib/status-colors';
import { useLang } from '@/lib/use-lang';
import { usePlantWeather } from '../api/get-plant-weather.ts';

type TWeatherValue = keyof Omit<NonNullable<TPlantWeather>, 'sn' | 'status' | 'readAt'>;

const quantities: { key: TWeatherValue; unit: string; decimals: number }[] = [
  { key: 'irradiance', unit: 'W/m²', decimals: 0 },
  { key: 'irradiationToday', unit: 'kWh/m²', decimals: 2 },
  { key: 'moduleTemperature', unit: '°C', decimals: 1 },
  { key: 'ambientTemperature', unit: '°C', decimals: 1 },
  { key: 'windSpeed', unit: 'm/s', decimals: 1 },
  { key: 'windDirection', unit: '°', decimals: 0 },
  { key: 'humidity', unit: '%', decimals: 1 },
];

/**
 * What the plant's weather station measures now, and today's irradiation on the plant's clock;
 * plants without one say so. A value the station does not measure shows as '--'.
 */
export function WeatherCard({ plantId, timeZone }: { plantId: string; timeZone: string }) {
  const { t } = useTranslation();
  const weather = usePlantWeather(plantId);
  const body = weather.isLoading ? (
    <Skeleton active paragraph={{ rows: 2 }} />
  ) : weather.data ? (
    <WeatherReading weather={weather.data} timeZone={timeZone} />
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('plants.overview.noWeather')} />
  );
  return (
    <Card title={t('plants.overview.weather')} style={{ height: '100%' }} data-testid="plant-weather">
      {body}
    </Card>
  );
}

function WeatherReading({ weather, timeZone }: { weather: NonNullable<TPlantWeather>; timeZone: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Flex vertical gap={16}>
      <Row gutter={[16, 16]}>
        {quantities.map(({ key, unit, decimals }) => {
          const value = weather[key];
          return (
            <Col key={key} span={12}>
              <Statistic
                title={t(`plants.overview.${key}`)}
                value={value === null ? '--' : formatNumber(value, decimals)}
                suffix={unit}
                valueStyle={{ fontSize: 20 }}
                data-testid={`weather-${key}`}
              />
            </Col>
          );
        })}
      </Row>
      <Flex gap={8} align="center" wrap>
        <Tag color={statusTagColors[weather.status]}>{deviceStatusNames[weather.status][lang]}</Tag>
        <Typography.Text type="secondary">{weather.sn}</Typography.Text>
        <Typography.Text type="secondary" data-testid="weather-read-at">
          {t('plants.flow.updated', { time: formatZonedInstant(weather.readAt, timeZone) })}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
