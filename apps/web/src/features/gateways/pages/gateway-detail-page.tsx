import type { ReactNode } from 'react';
import { Card, Col, Descriptions, Empty, Result, Row, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { deviceStatusNames } from '@sunfleet/contract/enums';
import type { TGatewayUpload } from '@sunfleet/contract/gateways';
import { PageFrame } from '@/components/page-frame';
import { formatInstant } from '@/lib/format';
import { statusTagColors } from '@/lib/status-colors';
import { useLang } from '@/lib/use-lang';
import { useGateway } from '../api/get-gateway.ts';
import { GatewayCommandsCard } from '../components/gateway-commands-card.tsx';
import { ReadingsCard } from '../components/readings-card.tsx';
import { SignalBars } from '../components/signal-bars.tsx';
import { SignalChart } from '../components/signal-chart.tsx';
import { eventNameText } from '@/components/event-columns';

const valueText = (value: number | string | number[]) =>
  Array.isArray(value) ? value.join(' ') : String(value);

/**
 * One gateway: what it is, its devices, its recent uploads (decoded) and refusals, its events,
 * its signal over the last day, its commands (live) and its devices' readings.
 */
/**
 * /device/gateway/detail/:id. `upgradeAction` is the remote-upgrade button the app composes in
 * from the upgrades feature (features do not import each other, ADR 0007).
 */
export function GatewayDetailPage({
  upgradeAction,
}: {
  upgradeAction?: (gateway: { id: string; sn: string; softwareVersion: string | null }) => ReactNode;
} = {}) {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const lang = useLang();
  const gateway = useGateway(id);
  const back = (
    <Link to="/device/gateway/list" data-testid="gateway-back">
      <ArrowLeftOutlined /> {t('gateways.detailPage.back')}
    </Link>
  );
  if (gateway.isError) return <Result status="404" title={t('route.notFound')} extra={back} />;
  if (!gateway.data) return <Skeleton active />;
  const data = gateway.data;

  return (
    <PageFrame
      title={
        <Space>
          {data.sn}
          <Tag color={statusTagColors[data.status]} data-testid="gateway-detail-status">
            {deviceStatusNames[data.status][lang]}
          </Tag>
          {data.locked && <Tag color="gold">{t('gateways.commands.locked')}</Tag>}
        </Space>
      }
      subtitle={back}
      actions={upgradeAction?.(data)}
    >
      <Card title={t('gateways.detailPage.info')} data-testid="gateway-info">
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }}>
          <Descriptions.Item label={t('gateways.columns.plant')}>
            {data.plantName ?? t('gateways.binding.unbound')}
          </Descriptions.Item>
          <Descriptions.Item label={t('gateways.columns.customer')}>
            {data.customerName ?? '–'}
          </Descriptions.Item>
          <Descriptions.Item label={t('gateways.columns.owner')}>
            {data.companyName ?? t('gateways.notOwned')}
          </Descriptions.Item>
          <Descriptions.Item label={t('gateways.columns.protocol')}>{data.protocol}</Descriptions.Item>
          <Descriptions.Item label={t('gateways.columns.communication')}>
            {data.communicationType ? t(`gateways.communication.${data.communicationType}`) : '–'}
          </Descriptions.Item>
          <Descriptions.Item label={t('gateways.columns.model')}>{data.model ?? '–'}</Descriptions.Item>
          <Descriptions.Item label={t('gateways.columns.hardware')}>
            {data.hardwareVersion ?? '–'}
          </Descriptions.Item>
          <Descriptions.Item label={t('gateways.columns.software')}>
            {data.softwareVersion ?? '–'}
          </Descriptions.Item>
          <Descriptions.Item label={t('gateways.columns.signal')}>
            <SignalBars bars={data.signalBars} rssi={data.rssi} />
          </Descriptions.Item>
          <Descriptions.Item label={t('gateways.columns.lastOnline')}>
            {formatInstant(data.lastOnline, data.plantTimeZone)}
          </Descriptions.Item>
          <Descriptions.Item label={t('gateways.detailPage.imported')}>
            {formatInstant(data.importedAt, data.plantTimeZone)}
          </Descriptions.Item>
          <Descriptions.Item label={t('gateways.detailPage.created')}>
            {formatInstant(data.createdAt, data.plantTimeZone)}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      {data.companyId && <GatewayCommandsCard gateway={data} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Card title={t('gateways.detailPage.devices')} style={{ height: '100%' }}>
            <Table
              size="small"
              rowKey="sn"
              dataSource={data.deviceList}
              pagination={false}
              data-testid="gateway-devices"
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
              columns={[
                { key: 'sn', title: t('gateways.columns.sn'), dataIndex: 'sn' },
                {
                  key: 'kind',
                  title: t('gateways.detailPage.kind'),
                  render: (_, row) => t(`protocols.kinds.${row.kind}`, { defaultValue: row.kind }),
                },
                { key: 'alias', title: t('gateways.detailPage.alias'), render: (_, row) => row.alias || '–' },
                {
                  key: 'status',
                  title: t('gateways.columns.status'),
                  render: (_, row) => (
                    <Tag color={statusTagColors[row.status]}>{deviceStatusNames[row.status][lang]}</Tag>
                  ),
                },
                {
                  key: 'lastSeen',
                  title: t('gateways.detailPage.lastSeen'),
                  render: (_, row) => formatInstant(row.lastSeen, data.plantTimeZone),
                },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card title={t('gateways.detailPage.signal')} style={{ height: '100%' }}>
            <SignalChart samples={data.signal} />
          </Card>
        </Col>
      </Row>
      <Card title={t('gateways.detailPage.uploads')}>
        <Table<TGatewayUpload>
          size="small"
          rowKey={(row) => `${row.kind}-${row.at}-${row.deviceSn ?? ''}`}
          dataSource={data.uploads}
          pagination={false}
          data-testid="gateway-uploads"
          expandable={{
            rowExpandable: (row) => row.values.length > 0,
            expandedRowRender: (row) => (
              <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }}>
                {row.values.map((value) => (
                  <Descriptions.Item key={value.key} label={data.valueNames[value.key] ?? value.key}>
                    {valueText(value.value)} {value.unit}
                  </Descriptions.Item>
                ))}
              </Descriptions>
            ),
          }}
          columns={[
            {
              key: 'at',
              title: t('gateways.detailPage.time'),
              render: (_, row) => formatInstant(row.at, data.plantTimeZone),
            },
            {
              key: 'kind',
              title: t('gateways.detailPage.kind'),
              render: (_, row) =>
                row.kind === 'frame' ? (
                  <Tag color="blue">{t('gateways.detailPage.frame')}</Tag>
                ) : (
                  <Tag color="error">{t('gateways.detailPage.refused')}</Tag>
                ),
            },
            {
              key: 'device',
              title: t('gateways.detailPage.device'),
              render: (_, row) => row.deviceSn ?? '–',
            },
            {
              key: 'size',
              title: t('gateways.detailPage.size'),
              render: (_, row) =>
                row.kind === 'frame'
                  ? t('gateways.detailPage.registers', { count: row.registers, bytes: row.bytes })
                  : '–',
            },
            {
              key: 'values',
              title: t('gateways.detailPage.values'),
              render: (_, row) =>
                row.kind === 'refusal' || row.detail ? (
                  <Typography.Text type="danger">{row.detail}</Typography.Text>
                ) : (
                  <Typography.Text ellipsis style={{ maxWidth: 420 }}>
                    {row.values
                      .slice(0, 4)
                      .map((value) =>
                        `${data.valueNames[value.key] ?? value.key} ${valueText(value.value)} ${value.unit}`.trim(),
                      )
                      .join(' · ')}
                    {row.values.length > 4 ? ' …' : ''}
                  </Typography.Text>
                ),
            },
          ]}
        />
      </Card>
      <Card title={t('gateways.detailPage.events')}>
        <Table
          size="small"
          rowKey="id"
          dataSource={data.events}
          pagination={false}
          data-testid="gateway-events"
          columns={[
            {
              key: 'opened',
              title: t('gateways.detailPage.opened'),
              render: (_, row) => formatInstant(row.openedAt, data.plantTimeZone),
            },
            { key: 'sn', title: t('gateways.detailPage.device'), dataIndex: 'sn' },
            { key: 'name', title: t('gateways.detailPage.event'), render: (_, row) => eventNameText(row) },
            {
              key: 'level',
              title: t('gateways.detailPage.level'),
              render: (_, row) => t(`devices.events.levels.${row.level}`),
            },
            {
              key: 'closed',
              title: t('gateways.detailPage.closed'),
              render: (_, row) => formatInstant(row.closedAt, data.plantTimeZone),
            },
          ]}
        />
      </Card>
      <ReadingsCard gatewaySn={data.sn} timeZone={data.plantTimeZone} />
    </PageFrame>
  );
}
