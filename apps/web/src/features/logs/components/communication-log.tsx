import { useState } from 'react';
import { Button, Descriptions, Drawer, Empty, Select, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  communicationKinds,
  type TCommunicationEntry,
  type TCommunicationKind,
} from '@sunfleet/contract/logs';
import { useCommunicationLog } from '../api/get-communication-log.ts';
import { useLogContent } from '../api/get-log-content.ts';
import { LogView } from './log-view.tsx';
import { formatZonedInstant } from '@/lib/format';

const noted = new Set(['upload', 'status', 'reply']);

/** The communication log: each gateway's uploads with their counts, and every refusal with its reason. */
export function CommunicationLog() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<TCommunicationEntry>();
  const kindLabel = (kind: string) =>
    (communicationKinds as readonly string[]).includes(kind)
      ? t(`logs.kind.${kind as TCommunicationKind}`)
      : kind;
  return (
    <>
      <LogView<TCommunicationEntry>
        log="communication"
        useLog={useCommunicationLog}
        scrollX={1500}
        kindSelect={(value, onChange) => (
          <Select
            data-testid="communication-kind"
            allowClear
            style={{ width: 190 }}
            placeholder={t('logs.filter.kind')}
            value={value}
            onChange={onChange}
            options={[
              { value: 'refusals', label: t('logs.filter.refusals') },
              ...communicationKinds.map((kind) => ({ value: kind, label: t(`logs.kind.${kind}`) })),
            ]}
          />
        )}
        columns={[
          {
            title: t('logs.column.gateway'),
            dataIndex: 'gatewaySn',
            width: 150,
            render: (sn: string) => sn || '—',
          },
          {
            title: t('logs.column.device'),
            dataIndex: 'deviceSn',
            width: 150,
            render: (sn: string | null) => sn ?? '—',
          },
          {
            title: t('logs.column.plant'),
            dataIndex: 'plantName',
            width: 150,
            render: (name: string | null) => name ?? '—',
          },
          {
            title: t('logs.column.kind'),
            dataIndex: 'kind',
            width: 170,
            render: (kind: string) => <Tag color={noted.has(kind) ? 'blue' : 'error'}>{kindLabel(kind)}</Tag>,
          },
          {
            title: t('logs.column.counts'),
            key: 'counts',
            width: 150,
            render: (_, row) =>
              row.frames === null
                ? '—'
                : `${row.frames} (${row.stored ?? 0} / ${row.duplicates ?? 0} / ${row.refused ?? 0})`,
          },
          { title: t('logs.column.repeats'), dataIndex: 'repeats', width: 70, align: 'right' },
          { title: t('logs.column.detail'), dataIndex: 'detail', width: 320 },
          {
            title: t('logs.column.content'),
            key: 'content',
            width: 90,
            fixed: 'right',
            render: (_, row) =>
              row.msgId ? (
                <Button
                  size="small"
                  type="link"
                  data-testid="communication-view"
                  onClick={() => setOpened(row)}
                >
                  {t('logs.view')}
                </Button>
              ) : null,
          },
        ]}
      />
      <UploadContent entry={opened} onClose={() => setOpened(undefined)} kindLabel={kindLabel} />
    </>
  );
}

/** One upload: its log row and the readings it carried, as raw register blocks. */
function UploadContent({
  entry,
  onClose,
  kindLabel,
}: {
  entry: TCommunicationEntry | undefined;
  onClose: () => void;
  kindLabel: (kind: string) => string;
}) {
  const { t } = useTranslation();
  const content = useLogContent(entry?.id);
  return (
    <Drawer
      open={entry !== undefined}
      onClose={onClose}
      width={640}
      title={t('logs.contentTitle', { msgId: entry?.msgId ?? '' })}
      data-testid="communication-content"
    >
      {entry && (
        <Descriptions size="small" column={1} bordered>
          <Descriptions.Item label={t('logs.column.time')}>
            {formatZonedInstant(entry.at, entry.plantTimeZone ?? 'UTC')}
          </Descriptions.Item>
          <Descriptions.Item label={t('logs.column.gateway')}>{entry.gatewaySn}</Descriptions.Item>
          <Descriptions.Item label={t('logs.column.kind')}>{kindLabel(entry.kind)}</Descriptions.Item>
          <Descriptions.Item label={t('logs.column.size')}>
            {entry.bytes === null ? '—' : `${entry.bytes} B`}
          </Descriptions.Item>
          <Descriptions.Item label={t('logs.column.detail')}>{entry.detail}</Descriptions.Item>
        </Descriptions>
      )}
      {content.data && content.data.frames.length === 0 && (
        <Empty style={{ marginTop: 24 }} description={t('logs.noFrames')} />
      )}
      {content.data?.frames.map((frame) => (
        <div key={`${frame.deviceSn}-${frame.readAt}`} style={{ marginTop: 16 }}>
          <Typography.Text strong>
            {frame.deviceSn} · {formatZonedInstant(frame.readAt, entry?.plantTimeZone ?? 'UTC')}
          </Typography.Text>
          {frame.blocks.map((block) => (
            <Typography.Paragraph
              key={`${block.functionCode}-${block.start}`}
              code
              copyable
              style={{ marginTop: 4, fontSize: 12, wordBreak: 'break-all', whiteSpace: 'normal' }}
            >
              {`FC${String(block.functionCode).padStart(2, '0')} @${block.start} ×${block.words.length}: ${block.words
                .map((word) => word.toString(16).toUpperCase().padStart(4, '0'))
                .join(' ')}`}
            </Typography.Paragraph>
          ))}
        </div>
      ))}
    </Drawer>
  );
}
