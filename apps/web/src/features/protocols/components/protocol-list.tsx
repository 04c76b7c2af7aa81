import { useState } from 'react';
import { App, Button, Card, Flex, Input, Popconfirm, Table, Tag, Typography, type TableProps } from 'antd';
import { DeleteOutlined, ImportOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TProtocolSource, TProtocolSummary } from '@sunfleet/contract/protocol-config';
import { Can } from '@/components/permissions';
import { ApiError, refusalText } from '@/lib/api-client';
import { formatInstant } from '@/lib/format';
import { useDeleteProtocol } from '../api/delete-protocol.ts';
import { useProtocols } from '../api/get-protocols.ts';
import { matchingProtocols } from '../model/protocol-view.ts';
import { EntriesDrawer } from './entries-drawer.tsx';
import { ImportDialog } from './import-dialog.tsx';

const sourceColors: Record<TProtocolSource, string> = {
  shipped: 'blue',
  imported: 'green',
  custom: 'purple',
};

/** Shipped and imported dictionaries: search, entries, import and deletion of imported ones. */
export function ProtocolList() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const protocols = useProtocols();
  const remove = useDeleteProtocol();
  const [keyword, setKeyword] = useState('');
  const [isImporting, setImporting] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);

  async function deleteProtocol(id: string) {
    try {
      await remove.mutateAsync(id);
      void message.success(t('protocols.list.deleted'));
    } catch (error) {
      if (!(error instanceof ApiError && error.isReported)) void message.error(refusalText(error));
    }
  }

  const columns: TableProps<TProtocolSummary>['columns'] = [
    {
      key: 'model',
      title: t('protocols.list.model'),
      render: (_, protocol) => (
        <Flex vertical>
          <Typography.Link onClick={() => setOpenId(protocol.id)} data-testid="protocol-model">
            {[protocol.brand, protocol.model].filter(Boolean).join(' ')}
          </Typography.Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {protocol.id}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'kind',
      title: t('protocols.list.kind'),
      render: (_, protocol) => t(`protocols.kinds.${protocol.kind}`),
    },
    {
      key: 'source',
      title: t('protocols.list.source'),
      render: (_, protocol) => (
        <Tag color={sourceColors[protocol.source]} data-testid="protocol-source">
          {t(`protocols.sources.${protocol.source}`)}
        </Tag>
      ),
    },
    { key: 'blocks', title: t('protocols.list.blocks'), dataIndex: 'blockCount', align: 'right' },
    { key: 'entries', title: t('protocols.list.entries'), dataIndex: 'entryCount', align: 'right' },
    {
      key: 'updated',
      title: t('protocols.list.updated'),
      render: (_, protocol) => formatInstant(protocol.updatedAt),
    },
    {
      key: 'actions',
      title: t('protocols.list.actions'),
      // Actions stay in view while the other columns scroll sideways under them.
      fixed: 'right',
      render: (_, protocol) => (
        <Flex gap={8}>
          <Button size="small" icon={<UnorderedListOutlined />} onClick={() => setOpenId(protocol.id)}>
            {t('protocols.list.view')}
          </Button>
          {protocol.editable && (
            <Can permission="logger.protocol.edit">
              <Popconfirm
                title={t('protocols.list.deleteConfirm', { model: protocol.model })}
                okText={t('protocols.list.delete')}
                cancelText={t('protocols.cancel')}
                onConfirm={() => void deleteProtocol(protocol.id)}
              >
                <Button size="small" danger icon={<DeleteOutlined />} data-testid="protocol-delete">
                  {t('protocols.list.delete')}
                </Button>
              </Popconfirm>
            </Can>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <Card>
      <Flex justify="space-between" wrap gap={12} style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('protocols.list.search')}
          style={{ maxWidth: 360 }}
          onSearch={setKeyword}
          onChange={(event) => event.target.value === '' && setKeyword('')}
          data-testid="protocol-search"
        />
        <Can permission="logger.protocol.edit">
          <Button
            type="primary"
            icon={<ImportOutlined />}
            onClick={() => setImporting(true)}
            data-testid="protocol-import"
          >
            {t('protocols.import.button')}
          </Button>
        </Can>
      </Flex>
      <Table<TProtocolSummary>
        rowKey="id"
        data-testid="protocol-table"
        columns={columns}
        dataSource={matchingProtocols(protocols.data ?? [], keyword)}
        loading={protocols.isFetching && !protocols.data}
        scroll={{ x: 900 }}
        pagination={{
          pageSize: 10,
          hideOnSinglePage: true,
          showTotal: (count) => t('protocols.list.total', { count }),
        }}
      />
      {isImporting && (
        <ImportDialog
          onClose={() => setImporting(false)}
          onImported={(id) => {
            setImporting(false);
            setOpenId(id);
          }}
        />
      )}
      {openId && <EntriesDrawer id={openId} onClose={() => setOpenId(null)} />}
    </Card>
  );
}
