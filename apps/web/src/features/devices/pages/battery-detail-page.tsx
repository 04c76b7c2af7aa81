import { useState, type ReactNode } from 'react';
import { App, Button, Card, Col, Descriptions, Flex, Row, Skeleton, Statistic, Table, Tag } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TBatteryRealtime } from '@sunfleet/contract/batteries';
import { DayCurveCard, type TCurveSeries } from '@/components/day-curve-card';
import { DeviceInfoCard } from '@/components/device-info-card';
import { eventColumns } from '@/components/event-columns';
import { withUnit } from '@/components/fleet-device-list';
import { DeviceMissing, useDeviceDay } from '@/components/device-page-state';
import { PageFrame } from '@/components/page-frame';
import { downloadFile } from '@/lib/download';
import { formatInstant } from '@/lib/format';
import { useBatteryDay } from '../api/get-battery-day.ts';
import { useBatteryInfo } from '../api/get-battery-info.ts';
import { useBatteryRealtime } from '../api/get-battery-realtime.ts';
import { useDeviceEvents } from '../api/get-device-events.ts';
import { BatteryPacksCard } from '../components/battery-packs-card.tsx';

const eventPageSize = 10;

/** The BMS values not in the headline cards: state, relays, cells, limits, lifetime energy, alarms. */
function BmsCard({ bms }: { bms: NonNullable<TBatteryRealtime> }) {
  const { t } = useTranslation();
  return (
    <Card title={t('devices.battery.bms')} data-testid="battery-bms">
      <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }}>
        <Descriptions.Item label={t('devices.battery.systemState')}>
          <Tag color="processing" data-testid="battery-system-state">
            {bms.systemState?.label ?? '--'}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('devices.battery.relays')}>
          {bms.relayState?.label ?? '--'}
        </Descriptions.Item>
        <Descriptions.Item label={t('devices.battery.cycles')}>
          {withUnit(bms.cycles, '', 0)}
        </Descriptions.Item>
        <Descriptions.Item label={t('devices.battery.maxCell')}>
          {withUnit(bms.maxCellVoltage, 'V', 3)}
        </Descriptions.Item>
        <Descriptions.Item label={t('devices.battery.minCell')}>
          {withUnit(bms.minCellVoltage, 'V', 3)}
        </Descriptions.Item>
        <Descriptions.Item label={t('devices.battery.minCellTemperature')}>
          {withUnit(bms.minCellTemperature, '°C')}
        </Descriptions.Item>
        <Descriptions.Item label={t('devices.battery.chargeLimit')}>
          {withUnit(bms.chargeCurrentLimit, 'A')}
        </Descriptions.Item>
        <Descriptions.Item label={t('devices.battery.dischargeLimit')}>
          {withUnit(bms.dischargeCurrentLimit, 'A')}
        </Descriptions.Item>
        <Descriptions.Item label={t('devices.battery.packs')}>
          {withUnit(bms.packCount, '', 0)}
        </Descriptions.Item>
        <Descriptions.Item label={t('devices.battery.charged')}>
          {withUnit(bms.chargeEnergyTotal, 'kWh')}
        </Descriptions.Item>
        <Descriptions.Item label={t('devices.battery.discharged')}>
          {withUnit(bms.dischargeEnergyTotal, 'kWh')}
        </Descriptions.Item>
        <Descriptions.Item label={t('devices.battery.alarms')}>
          {bms.alarms.length === 0
            ? t('devices.battery.noAlarms')
            : bms.alarms.map((alarm) => (
                <Tag key={alarm.code} color={alarm.level === 'fault' ? 'error' : 'warning'}>
                  {alarm.code} {alarm.name}
                </Tag>
              ))}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/**
 * `/device/battery/{sn}`: a battery's BMS, its slave packs, its day and its events. `upgradeAction`
 * is the remote-upgrade button the app composes in (the upgrades feature; ADR 0007, 0055).
 */
export function BatteryDetailPage({ upgradeAction }: { upgradeAction?: (sn: string) => ReactNode } = {}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { sn = '' } = useParams();
  const info = useBatteryInfo(sn);
  const found = info.data !== undefined;
  const timeZone = info.data?.plantTimeZone ?? undefined;
  const { day, setDate } = useDeviceDay(timeZone);
  const [eventPage, setEventPage] = useState(1);
  const realtime = useBatteryRealtime(sn, found);
  const curve = useBatteryDay(sn, day, found);
  const events = useDeviceEvents(sn, eventPage, eventPageSize, found);
  const bms = realtime.data;
  const series: TCurveSeries[] = [
    { key: 'batteryPower', name: t('devices.battery.power'), unit: 'kW', color: '#14b8a6', axis: 0 },
    { key: 'batterySoc', name: t('devices.battery.soc'), unit: '%', color: '#a855f7', axis: 1 },
  ];

  if (info.isLoading) return <Skeleton active />;
  if (!info.data) return <DeviceMissing back="/device/battery" />;

  const power = bms?.power ?? null;
  const direction =
    power === null || Math.abs(power) < 0.01
      ? t('devices.battery.idle')
      : power > 0
        ? t('devices.battery.discharging')
        : t('devices.battery.charging');
  return (
    <PageFrame
      title={info.data.alias || info.data.sn}
      actions={upgradeAction?.(info.data.sn)}
      subtitle={
        bms ? t('devices.readAt', { time: formatInstant(bms.readAt, timeZone) }) : t('devices.noReading')
      }
    >
      <DeviceInfoCard info={info.data} />
      <Row gutter={[12, 12]}>
        {[
          { key: 'soc', title: t('devices.battery.soc'), text: withUnit(bms?.soc, '%') },
          { key: 'soh', title: t('devices.battery.soh'), text: withUnit(bms?.soh, '%') },
          {
            key: 'power',
            title: `${t('devices.battery.power')} · ${direction}`,
            text: withUnit(power, 'kW', 2),
          },
          { key: 'voltage', title: t('devices.battery.voltage'), text: withUnit(bms?.voltage, 'V') },
          { key: 'current', title: t('devices.battery.current'), text: withUnit(bms?.current, 'A') },
          {
            key: 'temperature',
            title: t('devices.battery.temperature'),
            text: withUnit(bms?.temperature, '°C'),
          },
        ].map((card) => (
          <Col key={card.key} xs={12} md={8} xl={4}>
            <Card size="small" data-testid={`battery-kpi-${card.key}`}>
              <Statistic title={card.title} value={card.text} />
            </Card>
          </Col>
        ))}
      </Row>
      {bms && <BmsCard bms={bms} />}
      <BatteryPacksCard batteryId={info.data.id} />
      <DayCurveCard
        title={t('devices.battery.dayCurve')}
        curve={curve.data}
        isLoading={curve.isLoading}
        series={series}
        date={day}
        timeZone={timeZone}
        onDateChange={setDate}
        testId="battery-day-curve"
      />
      <Card
        title={t('devices.battery.events')}
        extra={
          <Button
            icon={<DownloadOutlined />}
            data-testid="battery-events-download"
            onClick={() =>
              void downloadFile(
                '/api/v1/battery/events/download',
                { search: sn },
                'battery-events.xlsx',
              ).catch((error: unknown) => void message.error(String(error)))
            }
          >
            {t('devices.download')}
          </Button>
        }
      >
        <Flex vertical>
          <Table
            rowKey="id"
            size="small"
            data-testid="battery-events"
            loading={events.isLoading}
            dataSource={events.data?.infos}
            columns={eventColumns(t, timeZone)}
            scroll={{ x: 800 }}
            pagination={{
              current: eventPage,
              pageSize: eventPageSize,
              total: events.data?.total,
              showSizeChanger: false,
              onChange: setEventPage,
            }}
          />
        </Flex>
      </Card>
    </PageFrame>
  );
}
