import { useState } from 'react';
import { Alert, Button, Drawer, Flex, Table, Tag, Typography, type TableProps } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { functionCodeHex, type TDictionaryEntry } from '@sunfleet/contract/protocol-config';
import { Can } from '@/components/permissions';
import { useLang } from '@/lib/use-lang';
import { useProtocol } from '../api/get-protocol.ts';
import { formatAddress } from '../model/protocol-view.ts';
import { EntryEditDialog } from './entry-edit-dialog.tsx';

/** The entries of one dictionary with every field of spec section 3; imported ones are editable. */
export function EntriesDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const protocol = useProtocol(id);
  const [editing, setEditing] = useState<TDictionaryEntry | null>(null);
  const detail = protocol.data;
  const yesNo = (value: boolean) =>
    value ? (
      <Tag color="blue">{t('protocols.yes')}</Tag>
    ) : (
      <Typography.Text type="secondary">{t('protocols.no')}</Typography.Text>
    );

  const columns: TableProps<TDictionaryEntry>['columns'] = [
    {
      key: 'name',
      title: t('protocols.entries.name'),
      fixed: 'left',
      width: 220,
      render: (_, entry) => (
        <Flex vertical>
          <span data-testid="entry-name">{entry.names[lang] ?? entry.names.en}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {entry.key}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'functionCode',
      title: t('protocols.entries.functionCode'),
      render: (_, entry) => functionCodeHex(entry.functionCode),
    },
    {
      key: 'start',
      title: t('protocols.entries.start'),
      render: (_, entry) => <span style={{ whiteSpace: 'nowrap' }}>{formatAddress(entry.start)}</span>,
    },
    { key: 'count', title: t('protocols.entries.count'), dataIndex: 'count', align: 'right' },
    {
      key: 'registerBits',
      title: t('protocols.entries.registerBits'),
      render: (_, entry) => t('protocols.entries.bits', { bits: entry.registerBits }),
    },
    {
      key: 'registerType',
      title: t('protocols.entries.registerType'),
      render: (_, entry) => t(`protocols.entries.${entry.functionCode === 3 ? 'holding' : 'input'}`),
    },
    {
      key: 'dataType',
      title: t('protocols.entries.dataType'),
      render: (_, entry) => <Tag>{entry.dataType}</Tag>,
    },
    { key: 'byteSwap', title: t('protocols.entries.byteSwap'), render: (_, entry) => yesNo(entry.byteSwap) },
    {
      key: 'registerSwap',
      title: t('protocols.entries.registerSwap'),
      render: (_, entry) => yesNo(entry.registerSwap),
    },
    { key: 'base', title: t('protocols.entries.base'), dataIndex: 'base', align: 'right' },
    { key: 'scale', title: t('protocols.entries.scale'), dataIndex: 'scale', align: 'right' },
    { key: 'skipBytes', title: t('protocols.entries.skipBytes'), dataIndex: 'skipBytes', align: 'right' },
    { key: 'required', title: t('protocols.entries.required'), render: (_, entry) => yesNo(entry.required) },
    { key: 'unit', title: t('protocols.entries.unit'), render: (_, entry) => entry.unit || '--' },
  ];
  if (detail?.editable)
    columns.push({
      key: 'actions',
      title: t('protocols.list.actions'),
      fixed: 'right',
      render: (_, entry) => (
        <Can permission="logger.protocol.edit">
          <Button
            size="small"
            icon={<EditOutlined />}
            onClick={() => setEditing(entry)}
            data-testid="entry-edit"
          >
            {t('protocols.entries.edit')}
          </Button>
        </Can>
      ),
    });

  return (
    <Drawer
      open
      width="min(1280px, 96vw)"
      onClose={onClose}
      title={
        detail ? t('protocols.entries.title', { model: detail.model, count: detail.entries.length }) : id
      }
      data-testid="protocol-entries"
    >
      <Flex vertical gap={12}>
        {detail && (
          <Flex wrap gap={6} align="center">
            <Typography.Text type="secondary">{t('protocols.entries.blocksLabel')}:</Typography.Text>
            {detail.blocks.map((block) => (
              <Tag key={`${block.functionCode}-${block.start}`}>
                {functionCodeHex(block.functionCode)} · {formatAddress(block.start)} ×{block.count}
              </Tag>
            ))}
          </Flex>
        )}
        {detail && !detail.editable && (
          <Alert type="info" showIcon message={t('protocols.entries.readOnly')} />
        )}
        <Table<TDictionaryEntry>
          rowKey="key"
          size="small"
          data-testid="entry-table"
          loading={protocol.isFetching && !detail}
          columns={columns}
          dataSource={detail?.entries}
          scroll={{ x: 1500 }}
          pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        />
      </Flex>
      {editing && <EntryEditDialog dictionaryId={id} entry={editing} onClose={() => setEditing(null)} />}
    </Drawer>
  );
}
