import { useState } from 'react';
import { Card, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TEvent, TEventLevel } from '@sunfleet/contract/events';
import { formatInstant, withZone } from '@/lib/format';
import { usePlantEvents } from '../api/get-plant-events.ts';
import { eventNameText } from '@/components/event-columns';

const levelColors: Record<TEventLevel, string> = {
  info: 'blue',
  warning: 'warning',
  fault: 'error',
  offline: 'default',
};
const pageSize = 10;

/** The plant's events, newest first, in the plant's time zone (named in the column titles). */
export function PlantEventsCard({ plantId, timeZone }: { plantId: string; timeZone: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const events = usePlantEvents(plantId, page, pageSize);
  return (
    <Card title={t('plants.overview.events')}>
      <Table<TEvent>
        rowKey="id"
        size="small"
        data-testid="plant-events"
        loading={events.isLoading}
        dataSource={events.data?.infos}
        scroll={{ x: 720 }}
        pagination={{ current: page, pageSize, total: events.data?.total ?? 0, onChange: setPage }}
        columns={[
          {
            key: 'name',
            title: t('plants.overview.eventName'),
            render: (_, row) => eventNameText(row),
          },
          { key: 'sn', title: t('plants.overview.sn'), dataIndex: 'sn' },
          {
            key: 'level',
            title: t('plants.overview.level'),
            render: (_, row) => <Tag color={levelColors[row.level]}>{t(`plants.levels.${row.level}`)}</Tag>,
          },
          {
            key: 'openedAt',
            title: withZone(t('plants.overview.openedAt'), timeZone),
            render: (_, row) => formatInstant(row.openedAt, timeZone),
          },
          {
            key: 'closedAt',
            title: withZone(t('plants.overview.closedAt'), timeZone),
            render: (_, row) => formatInstant(row.closedAt, timeZone),
          },
        ]}
      />
    </Card>
  );
}
