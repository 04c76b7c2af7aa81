import { Alert, Descriptions, Drawer, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TDrEventBattery } from '@sunfleet/contract/demand-response-events';
import { formatNumber, formatZonedInstant } from '@/lib/format';
import { useDrEvent } from '../api/get-dr-event.ts';
import { DrEventStatusTag } from './dr-event-status-tag.tsx';

const percent = (value: number | null) => (value === null ? '--' : `${Math.round(value * 100)} %`);

/** One event in a drawer: its window on the plant's clock and each battery's part in it. */
export function DrEventDetail({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const { data: event } = useDrEvent(id);
  const kw = (value: number | null) => (value === null ? '--' : t('drEvents.kw', { n: formatNumber(value) }));
  return (
    <Drawer
      open={!!id}
      onClose={onClose}
      width={860}
      title={event ? t('drEvents.detail', { name: event.name || event.vtnEventId }) : ''}
      data-testid="dr-event-detail"
    >
      {event && (
        <>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label={t('drEvents.columns.status')}>
              <DrEventStatusTag status={event.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('drEvents.columns.program')}>{event.programId}</Descriptions.Item>
            <Descriptions.Item label={t('drEvents.columns.window')} span={2}>
              {formatZonedInstant(event.startAt, event.timeZone)} →{' '}
              {formatZonedInstant(event.endAt, event.timeZone)}
            </Descriptions.Item>
            <Descriptions.Item label={t('drEvents.columns.loadDispatch')}>
              {t(`drEvents.levels.${Math.min(3, event.level) as 0 | 1 | 2 | 3}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('drEvents.columns.measured')}>
              <span data-testid="dr-event-measured">
                {event.measuredKw === null ? t('drEvents.notMeasured') : kw(event.measuredKw)}
              </span>
            </Descriptions.Item>
          </Descriptions>
          {event.reading === 'refused' && (
            <Alert
              type="error"
              showIcon
              style={{ marginTop: 16 }}
              message={t('drEvents.refused', { reason: event.refusal })}
            />
          )}
          <Table<TDrEventBattery>
            style={{ marginTop: 16 }}
            rowKey="deviceSn"
            size="small"
            pagination={false}
            dataSource={event.batteryList}
            columns={[
              { title: t('drEvents.columns.battery'), dataIndex: 'deviceSn' },
              {
                title: t('drEvents.columns.state'),
                dataIndex: 'state',
                render: (state: TDrEventBattery['state']) => t(`drEvents.batteryStates.${state}`),
              },
              { title: t('drEvents.columns.requested'), dataIndex: 'requestedKw', render: kw },
              { title: t('drEvents.columns.average'), dataIndex: 'averageKw', render: kw },
              {
                title: t('drEvents.columns.energy'),
                dataIndex: 'energyKwh',
                render: (value: number | null) =>
                  value === null ? '--' : t('drEvents.kwh', { n: formatNumber(value) }),
              },
              {
                title: t('drEvents.columns.soc'),
                key: 'soc',
                render: (_, battery) => `${percent(battery.socStart)} → ${percent(battery.socEnd)}`,
              },
              { title: t('drEvents.columns.completeness'), dataIndex: 'completeness', render: percent },
              { title: t('drEvents.columns.resends'), dataIndex: 'resends' },
            ]}
          />
          <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
            {t('drEvents.baselineNote')} {t('drEvents.timeZone', { zone: event.timeZone })}
          </Typography.Paragraph>
        </>
      )}
    </Drawer>
  );
}
