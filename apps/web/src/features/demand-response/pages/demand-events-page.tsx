import { useState } from 'react';
import { App, Button, Card, Col, Popconfirm, Row, Statistic, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TDrEvent } from '@sunfleet/contract/demand-response-events';
import { drProgram } from '@sunfleet/contract/demand-response';
import { PageFrame } from '@/components/page-frame';
import { Can } from '@/components/permissions';
import { formatNumber, formatZonedInstant } from '@/lib/format';
import { useCancelDrEvent } from '../api/cancel-dr-event.ts';
import { useDrEvents } from '../api/get-dr-events.ts';
import { DrEventDetail } from '../components/dr-event-detail.tsx';
import { DrEventStatusTag } from '../components/dr-event-status-tag.tsx';

const pageSize = 20;

/**
 * /{demandResponse}/event: the programmes' events with their status, window (on the programme's
 * clock), power asked and measured; the season to date per programme; cancel for those who may.
 */
export function DemandEventsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string>();
  const { data, isFetching } = useDrEvents(page, pageSize);
  const cancel = useCancelDrEvent();
  const kw = (value: number | null) => (value === null ? '--' : t('drEvents.kw', { n: formatNumber(value) }));
  const seasons = (data?.seasons ?? []).filter((season) => season.events > 0);

  return (
    <PageFrame title={t('route.demandEvents')} subtitle={t('drEvents.subtitle')}>
      {seasons.length > 0 && (
        <Row gutter={16} data-testid="dr-seasons">
          {seasons.map((season) => (
            <Col key={season.programId} xs={24} md={12} xl={6}>
              <Card size="small" title={drProgram(season.programId).administrator}>
                <Typography.Text type="secondary">
                  {t('drEvents.season', { year: season.year })}
                </Typography.Text>
                <Row gutter={8}>
                  <Col span={12}>
                    <Statistic
                      title={t('drEvents.seasonAverage')}
                      value={formatNumber(season.averageKw)}
                      suffix="kW"
                    />
                  </Col>
                  <Col span={12}>
                    <Statistic
                      title={t('drEvents.projectedPayment')}
                      value={formatNumber(season.projectedPayment)}
                      prefix="$"
                    />
                  </Col>
                </Row>
                <Typography.Text type="secondary">
                  {t('drEvents.seasonEvents', { count: season.events })} ·{' '}
                  {t('drEvents.rate', { rate: season.ratePerKw })}
                </Typography.Text>
              </Card>
            </Col>
          ))}
        </Row>
      )}
      <Card>
        <Table<TDrEvent>
          data-testid="dr-events"
          rowKey="id"
          size="small"
          loading={isFetching && !data}
          dataSource={data?.infos ?? []}
          locale={{ emptyText: t('drEvents.empty') }}
          onRow={(event) => ({ onClick: () => setOpenId(event.id), style: { cursor: 'pointer' } })}
          pagination={{
            current: page,
            pageSize,
            total: data?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
          }}
          columns={[
            {
              title: t('drEvents.columns.event'),
              key: 'name',
              render: (_, event) => <a>{event.name || event.vtnEventId}</a>,
            },
            {
              title: t('drEvents.columns.program'),
              dataIndex: 'programId',
              render: (programId: TDrEvent['programId']) => drProgram(programId).administrator,
            },
            {
              title: t('drEvents.columns.status'),
              key: 'status',
              render: (_, event) => (
                <>
                  <DrEventStatusTag status={event.status} />
                  {event.cancelSource === 'vtn' && (
                    <Typography.Text type="secondary">{t('drEvents.cancelledByVtn')}</Typography.Text>
                  )}
                </>
              ),
            },
            {
              title: t('drEvents.columns.window'),
              key: 'window',
              render: (_, event) => {
                const zone = drProgram(event.programId).timeZone;
                return `${formatZonedInstant(event.startAt, zone)} → ${formatZonedInstant(event.endAt, zone).slice(11)}`;
              },
            },
            {
              title: t('drEvents.columns.duration'),
              dataIndex: 'durationMinutes',
              render: (minutes: number | null) =>
                minutes === null ? '--' : t('drEvents.minutes', { count: minutes }),
            },
            { title: t('drEvents.columns.powerDischarge'), dataIndex: 'powerDischargeKw', render: kw },
            {
              title: t('drEvents.columns.measured'),
              dataIndex: 'measuredKw',
              render: (value: number | null) => <span data-testid="dr-measured">{kw(value)}</span>,
            },
            { title: t('drEvents.columns.batteries'), dataIndex: 'batteries' },
            {
              title: '',
              key: 'actions',
              render: (_, event) =>
                event.status === 'pending' || event.status === 'active' ? (
                  <Can permission="energyhub.enroll">
                    <span onClick={(click) => click.stopPropagation()}>
                      <Popconfirm
                        title={t('drEvents.cancelConfirm')}
                        onConfirm={() =>
                          cancel.mutate(event.id, {
                            onSuccess: () => void message.success(t('drEvents.cancelled')),
                          })
                        }
                      >
                        <Button size="small" danger data-testid="dr-cancel">
                          {t('drEvents.cancel')}
                        </Button>
                      </Popconfirm>
                    </span>
                  </Can>
                ) : null,
            },
          ]}
        />
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {t('drEvents.compliance')}
        </Typography.Paragraph>
      </Card>
      <DrEventDetail id={openId} onClose={() => setOpenId(undefined)} />
    </PageFrame>
  );
}
