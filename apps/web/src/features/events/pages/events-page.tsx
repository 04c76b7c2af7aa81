import { useState } from 'react';
import { App, Button, Card, DatePicker, Flex, Form, Input, Modal, Select, Table, Typography } from 'antd';
import { CheckOutlined, DownloadOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  eventLevels,
  eventSources,
  ZEventAcknowledgement,
  type TEvent,
  type TEventListQuery,
} from '@sunfleet/contract/events';
import { EventName, eventColumns, eventNameText } from '@/components/event-columns';
import { plantOverviewPath } from '@/components/fleet-device-columns';
import { PageFrame } from '@/components/page-frame';
import { Can } from '@/components/permissions';
import { downloadFile } from '@/lib/download';
import { formatInstant } from '@/lib/format';
import { contractRule } from '@/lib/form-rules';
import { useLang } from '@/lib/use-lang';
import { useAcknowledgeEvent } from '../api/acknowledge-event.ts';
import { useEvents } from '../api/get-events.ts';

type TFilter = Omit<TEventListQuery, 'page' | 'size'>;
const pageSize = 20;

/** The detail page of an event's source, where the portal has one. */
function sourcePath(event: TEvent): string | null {
  if (event.sourceKind === 'batteryBms') return `/device/battery/${encodeURIComponent(event.sn)}`;
  if (event.sourceKind === 'weatherStation') return `/device/weather/${encodeURIComponent(event.sn)}`;
  return null;
}

/**
 * Acknowledge, shown to whoever may operate the event's device and edit its plant
 * (docs/device-abilities.md).
 */
function AcknowledgeButton({ event, onClick }: { event: TEvent; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Can permission="station.edit" ability="operate" abilities={event.abilities}>
      <Button size="small" icon={<CheckOutlined />} data-testid={`acknowledge-${event.id}`} onClick={onClick}>
        {t('devices.events.acknowledge')}
      </Button>
    </Can>
  );
}

/** Asks for the comment an acknowledgement needs, and sends it. */
function AcknowledgeDialog({ event, onClose }: { event: TEvent | null; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const acknowledge = useAcknowledgeEvent();
  const [form] = Form.useForm<{ comment: string }>();
  return (
    <Modal
      open={event !== null}
      title={event && t('devices.events.acknowledgeTitle', { code: eventNameText(event), sn: event.sn })}
      okText={t('devices.events.acknowledge')}
      cancelText={t('devices.cancel')}
      confirmLoading={acknowledge.isPending}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ 'data-testid': 'acknowledge-confirm' }}
      destroyOnHidden
    >
      {event && (
        <Form
          form={form}
          layout="vertical"
          onFinish={({ comment }) =>
            acknowledge.mutate(
              { id: event.id, comment },
              {
                onSuccess: () => {
                  void message.success(t('devices.events.acknowledged'));
                  onClose();
                },
              },
            )
          }
        >
          <Typography.Paragraph>
            <EventName event={event} />
          </Typography.Paragraph>
          <Form.Item
            name="comment"
            label={t('devices.events.comment')}
            extra={t('devices.events.commentRequired')}
            rules={[contractRule(ZEventAcknowledgement, 'comment', lang)]}
          >
            <Input.TextArea rows={3} maxLength={200} showCount data-testid="acknowledge-comment" />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

/**
 * `/device/event`: every event of every device and gateway the user sees — level, code and its
 * text in the user's language, device, plant, opened, closed, duration, status, acknowledgement —
 * with filters, acknowledgement with a comment, and the filtered list as an Excel download.
 */
export function EventsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [filter, setFilter] = useState<TFilter>({});
  const [page, setPage] = useState(1);
  const [acknowledging, setAcknowledging] = useState<TEvent | null>(null);
  const events = useEvents({ ...filter, page, size: pageSize });
  const change = (next: Partial<TFilter>) => {
    setFilter((current) => ({ ...current, ...next }));
    setPage(1);
  };
  const onRange = (range: [Dayjs | null, Dayjs | null] | null) =>
    change({
      from: range?.[0]?.startOf('day').toISOString(),
      to: range?.[1]?.add(1, 'day').startOf('day').toISOString(),
    });
  const option = <T extends string>(value: T, label: string) => ({ value, label });

  return (
    <PageFrame
      title={t('devices.events.title')}
      subtitle={t('devices.events.subtitle')}
      actions={
        <Button
          icon={<DownloadOutlined />}
          data-testid="events-download"
          onClick={() =>
            void downloadFile('/api/v1/inverter/events/download', filter, 'events.xlsx').catch(
              (error: unknown) => void message.error(String(error)),
            )
          }
        >
          {t('devices.download')}
        </Button>
      }
    >
      <Card>
        <Flex gap={12} wrap style={{ marginBottom: 16 }}>
          <Input.Search
            allowClear
            placeholder={t('devices.search')}
            style={{ width: 220 }}
            data-testid="events-search"
            onSearch={(value) => change({ search: value.trim() || undefined })}
          />
          <Select
            allowClear
            style={{ width: 180 }}
            placeholder={t('devices.events.allSources')}
            data-testid="events-source"
            options={eventSources.map((source) => option(source, t(`devices.events.sources.${source}`)))}
            onChange={(source?: TFilter['source']) => change({ source })}
          />
          <Select
            allowClear
            style={{ width: 150 }}
            placeholder={t('devices.events.allLevels')}
            options={eventLevels.map((level) => option(level, t(`devices.events.levels.${level}`)))}
            onChange={(level?: TFilter['level']) => change({ level })}
          />
          <Select
            allowClear
            style={{ width: 170 }}
            placeholder={t('devices.events.allStates')}
            options={[
              option('open', t('devices.events.stateOpen')),
              option('closed', t('devices.events.stateClosed')),
            ]}
            onChange={(state?: TFilter['state']) => change({ state })}
          />
          <Select
            allowClear
            style={{ width: 190 }}
            placeholder={t('devices.events.ackAny')}
            options={[option('yes', t('devices.events.ackYes')), option('no', t('devices.events.ackNo'))]}
            onChange={(acknowledged?: TFilter['acknowledged']) => change({ acknowledged })}
          />
          <DatePicker.RangePicker onChange={onRange} placeholder={[t('devices.events.range'), '']} />
        </Flex>
        <Table<TEvent>
          rowKey="id"
          size="small"
          data-testid="events-table"
          loading={events.isLoading}
          dataSource={events.data?.infos}
          scroll={{ x: true }}
          pagination={{
            current: page,
            pageSize,
            total: events.data?.total,
            showSizeChanger: false,
            onChange: setPage,
          }}
          columns={[
            {
              key: 'device',
              title: t('devices.events.device'),
              render: (_, event) => {
                const path = sourcePath(event);
                const label = event.sourceAlias || event.sn;
                return (
                  <>
                    {path ? (
                      <Link to={path}>{label}</Link>
                    ) : (
                      <Typography.Text strong>{label}</Typography.Text>
                    )}
                    {event.sourceAlias && (
                      <Typography.Text type="secondary" style={{ display: 'block' }}>
                        {event.sn}
                      </Typography.Text>
                    )}
                  </>
                );
              },
            },
            {
              key: 'plant',
              title: t('devices.plant'),
              render: (_, event) =>
                event.plantId ? <Link to={plantOverviewPath(event.plantId)}>{event.plantName}</Link> : '--',
            },
            ...eventColumns(t),
            {
              key: 'acknowledgement',
              title: t('devices.events.acknowledgement'),
              width: 220,
              render: (_, event) =>
                event.acknowledgement ? (
                  <div data-testid={`acknowledgement-${event.id}`}>
                    <Typography.Text>{event.acknowledgement.comment}</Typography.Text>
                    <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                      {t('devices.events.acknowledgedBy', {
                        by: event.acknowledgement.by,
                        time: formatInstant(event.acknowledgement.at),
                      })}
                    </Typography.Text>
                  </div>
                ) : (
                  <AcknowledgeButton event={event} onClick={() => setAcknowledging(event)} />
                ),
            },
          ]}
        />
      </Card>
      <AcknowledgeDialog event={acknowledging} onClose={() => setAcknowledging(null)} />
    </PageFrame>
  );
}
