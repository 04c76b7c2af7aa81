import { useState } from 'react';
import {
  App,
  Button,
  Card,
  Col,
  Flex,
  Form,
  Input,
  Modal,
  Result,
  Row,
  Skeleton,
  Statistic,
  Table,
  Typography,
} from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZAliasBody } from '@sunfleet/contract/fleet-devices';
import { ZWeatherAuthInput } from '@sunfleet/contract/weather';
import { Can } from '@/components/permissions';
import { useDeviceAbilities } from '@/components/use-device-abilities';
import { DayCurveCard, type TCurveSeries } from '@/components/day-curve-card';
import { DeviceInfoCard } from '@/components/device-info-card';
import { withUnit } from '@/components/fleet-device-list';
import { DeviceMissing, useDeviceDay } from '@/components/device-page-state';
import { PageFrame } from '@/components/page-frame';
import { formatInstant } from '@/lib/format';
import { contractRule } from '@/lib/form-rules';
import { useLang } from '@/lib/use-lang';
import { useForecast } from '../api/get-forecast.ts';
import { useWeatherStationDay } from '../api/get-weather-station-day.ts';
import { useWeatherStationInfo } from '../api/get-weather-station-info.ts';
import { useWeatherStationRealtime } from '../api/get-weather-station-realtime.ts';
import { useRenameWeatherStation } from '../api/rename-weather-station.ts';
import { useSaveWeatherKey } from '../api/save-weather-key.ts';
import { skyOf } from '../model/sky.ts';

/** The provider's weather at the station's plant: now and the next days, or why there is none. */
function ForecastCard({ plantId }: { plantId: string | null }) {
  const { t } = useTranslation();
  const forecast = useForecast(plantId);
  const skyText = (code: number | null) => {
    const sky = skyOf(code);
    return sky ? t(`devices.weather.sky.${sky}`) : '--';
  };
  const data = forecast.data;
  return (
    <Card
      title={t('devices.weather.forecast')}
      extra={<Typography.Text type="secondary">{t('devices.weather.forecastSource')}</Typography.Text>}
      data-testid="weather-forecast"
    >
      {forecast.isLoading && <Skeleton active />}
      {data && !data.available && (
        <Result
          status="warning"
          title={t('devices.weather.unavailable')}
          subTitle={t(`devices.weather.reasons.${data.reason}`)}
        />
      )}
      {data?.available && (
        <Flex vertical gap={16}>
          <Row gutter={[12, 12]}>
            <Col xs={12} md={6}>
              <Statistic
                title={t('devices.weather.now')}
                value={`${skyText(data.now.weatherCode)} · ${withUnit(data.now.temperature, '°C')}`}
              />
            </Col>
            <Col xs={12} md={6}>
              <Statistic
                title={t('devices.weather.irradiance')}
                value={withUnit(data.now.irradiance, 'W/m²', 0)}
              />
            </Col>
            <Col xs={12} md={6}>
              <Statistic title={t('devices.weather.windSpeed')} value={withUnit(data.now.windSpeed, 'm/s')} />
            </Col>
            <Col xs={12} md={6}>
              <Statistic title={t('devices.weather.humidity')} value={withUnit(data.now.humidity, '%', 0)} />
            </Col>
          </Row>
          <Table
            rowKey="date"
            size="small"
            pagination={false}
            dataSource={data.days}
            columns={[
              { key: 'date', title: '', dataIndex: 'date' },
              { key: 'sky', title: '', render: (_, day) => skyText(day.weatherCode) },
              {
                key: 'temperature',
                title: t('devices.weather.ambientTemperature'),
                render: (_, day) =>
                  `${withUnit(day.temperatureMin, '', 0)}– ${withUnit(day.temperatureMax, '°C', 0)}`,
              },
              {
                key: 'rain',
                title: t('devices.weather.precipitation'),
                render: (_, day) => withUnit(day.precipitation, 'mm'),
              },
              {
                key: 'irradiation',
                title: t('devices.weather.irradiation'),
                render: (_, day) => withUnit(day.irradiation, 'kWh/m²', 2),
              },
            ]}
          />
        </Flex>
      )}
    </Card>
  );
}

/** The company's key for the weather provider: saved, never shown again. */
function ProviderKeyCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const lang = useLang();
  const save = useSaveWeatherKey();
  const [form] = Form.useForm<{ apiKey: string }>();
  return (
    <Card title={t('devices.weather.providerKey')} size="small">
      <Typography.Paragraph type="secondary">{t('devices.weather.providerKeyHint')}</Typography.Paragraph>
      <Form
        form={form}
        layout="inline"
        onFinish={({ apiKey }) =>
          save.mutate(apiKey, {
            onSuccess: () => {
              form.resetFields();
              void message.success(t('devices.weather.keySaved'));
            },
          })
        }
      >
        <Form.Item name="apiKey" rules={[contractRule(ZWeatherAuthInput, 'apiKey', lang)]}>
          <Input.Password autoComplete="off" style={{ width: 280 }} />
        </Form.Item>
        <Button htmlType="submit" loading={save.isPending}>
          {t('devices.weather.saveKey')}
        </Button>
      </Form>
    </Card>
  );
}

/** `/device/weather/{sn}`: a weather station's readings now, its day, and the forecast at its plant. */
export function WeatherStationDetailPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { sn = '' } = useParams();
  const abilities = useDeviceAbilities(sn);
  const info = useWeatherStationInfo(sn);
  const found = info.data !== undefined;
  const timeZone = info.data?.plantTimeZone ?? undefined;
  const { day, setDate } = useDeviceDay(timeZone);
  const realtime = useWeatherStationRealtime(sn, found);
  const curve = useWeatherStationDay(sn, day, found);
  const lang = useLang();
  const rename = useRenameWeatherStation();
  const [isRenaming, setIsRenaming] = useState(false);
  const [form] = Form.useForm<{ alias: string }>();

  if (info.isLoading) return <Skeleton active />;
  if (!info.data) return <DeviceMissing back="/device/weather" />;
  const now = realtime.data;
  const sunSeries: TCurveSeries[] = [
    { key: 'irradiance', name: t('devices.weather.irradiance'), unit: 'W/m²', color: '#f59e0b', axis: 0 },
    {
      key: 'moduleTemperature',
      name: t('devices.weather.moduleTemperature'),
      unit: '°C',
      color: '#ef4444',
      axis: 1,
    },
    {
      key: 'ambientTemperature',
      name: t('devices.weather.ambientTemperature'),
      unit: '°C',
      color: '#3b82f6',
      axis: 1,
    },
  ];
  const windSeries: TCurveSeries[] = [
    { key: 'windSpeed', name: t('devices.weather.windSpeed'), unit: 'm/s', color: '#14b8a6', axis: 0 },
  ];
  const curveProps = {
    curve: curve.data,
    isLoading: curve.isLoading,
    date: day,
    timeZone,
    onDateChange: setDate,
  };
  return (
    <PageFrame
      title={info.data.alias || info.data.sn}
      subtitle={
        now ? t('devices.readAt', { time: formatInstant(now.readAt, timeZone) }) : t('devices.noReading')
      }
      actions={
        <Can permission="station.edit" ability="configure" abilities={abilities}>
          <Button icon={<EditOutlined />} onClick={() => setIsRenaming(true)} data-testid="weather-rename">
            {t('devices.rename')}
          </Button>
        </Can>
      }
    >
      <DeviceInfoCard info={info.data} />
      <Row gutter={[12, 12]}>
        {[
          {
            key: 'irradiance',
            title: t('devices.weather.irradiance'),
            text: withUnit(now?.irradiance, 'W/m²', 0),
          },
          {
            key: 'irradiation',
            title: t('devices.weather.irradiationToday'),
            text: withUnit(now?.irradiationToday, 'kWh/m²', 2),
          },
          {
            key: 'module',
            title: t('devices.weather.moduleTemperature'),
            text: withUnit(now?.moduleTemperature, '°C'),
          },
          {
            key: 'ambient',
            title: t('devices.weather.ambientTemperature'),
            text: withUnit(now?.ambientTemperature, '°C'),
          },
          {
            key: 'wind',
            title: t('devices.weather.windSpeed'),
            text: `${withUnit(now?.windSpeed, 'm/s')} · ${withUnit(now?.windDirection, '°', 0)}`,
          },
          { key: 'humidity', title: t('devices.weather.humidity'), text: withUnit(now?.humidity, '%', 0) },
        ].map((card) => (
          <Col key={card.key} xs={12} md={8} xl={4}>
            <Card size="small" data-testid={`weather-kpi-${card.key}`}>
              <Statistic title={card.title} value={card.text} />
            </Card>
          </Col>
        ))}
      </Row>
      <DayCurveCard
        title={t('devices.weather.dayCurve')}
        series={sunSeries}
        testId="weather-day-curve"
        {...curveProps}
      />
      <DayCurveCard
        title={t('devices.weather.windSpeed')}
        series={windSeries}
        testId="weather-wind-curve"
        {...curveProps}
      />
      <ForecastCard plantId={info.data.plantId} />
      <Can permission="company.info.edit">
        <ProviderKeyCard />
      </Can>
      <Modal
        open={isRenaming}
        title={t('devices.rename')}
        okText={t('devices.save')}
        cancelText={t('devices.cancel')}
        confirmLoading={rename.isPending}
        onCancel={() => setIsRenaming(false)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          initialValues={{ alias: info.data.alias }}
          onFinish={({ alias }) =>
            rename.mutate(
              { sn, alias },
              {
                onSuccess: () => {
                  setIsRenaming(false);
                  void message.success(t('devices.renamed'));
                },
              },
            )
          }
        >
          <Form.Item
            name="alias"
            label={t('devices.alias')}
            rules={[contractRule(ZAliasBody, 'alias', lang)]}
          >
            <Input data-testid="alias-input" />
          </Form.Item>
        </Form>
      </Modal>
    </PageFrame>
  );
}
