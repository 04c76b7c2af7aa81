import { useState } from 'react';
import {
  App,
  Button,
  Card,
  Flex,
  Input,
  Popconfirm,
  Select,
  Switch,
  Table,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import type { TableProps } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TFirmware, TFirmwareKind } from '@sunfleet/contract/firmware';
import { Can, usePermissions } from '@/components/permissions';
import { ApiError, refusalText } from '@/lib/api-client';
import { formatInstant } from '@/lib/format';
import { useBatchDeleteFirmware } from '../api/batch-delete-firmware.ts';
import { useChangeFirmwareEnable } from '../api/change-firmware-enable.ts';
import { useDeleteFirmware } from '../api/delete-firmware.ts';
import { useFirmwarePage, type TFirmwarePageQuery } from '../api/get-firmware-page.ts';
import { useInverterTypes } from '../api/get-inverter-types.ts';
import { FirmwareDialog } from './firmware-dialog.tsx';

const kilobytes = (size: number) => `${(size / 1024).toFixed(1)} KB`;

/**
 * A kind's library: filters, the table (version, product, SHA-256, enabled switch behind a
 * confirmation), upload and edit, delete and batch delete. `typeId` narrows to a label of the
 * inverter-type tree.
 */
export function FirmwareLibrary({ kind, typeId }: { kind: TFirmwareKind; typeId?: string }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const permissions = usePermissions();
  const [query, setQuery] = useState<TFirmwarePageQuery>({ page: 1, size: 10 });
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<TFirmware | 'new' | null>(null);
  const effective = { ...query, typeId };
  const page = useFirmwarePage(kind, effective);
  const types = useInverterTypes(kind === 'inverter');
  const changeEnable = useChangeFirmwareEnable();
  const remove = useDeleteFirmware();
  const batchRemove = useBatchDeleteFirmware();
  const publish = kind === 'gateway' ? 'firmware.gateway.publish' : 'firmware.inverter.publish';

  const report = (error: unknown) => {
    if (!(error instanceof ApiError && error.isReported)) void message.error(refusalText(error));
  };

  function confirmEnable(firmware: TFirmware, enabled: boolean) {
    modal.confirm({
      title: t(enabled ? 'firmware.enableTitle' : 'firmware.disableTitle'),
      content: t(enabled && !firmware.publishedAt ? 'firmware.publishText' : 'firmware.enableText', {
        version: firmware.softwareVersion,
      }),
      okText: t('firmware.confirm'),
      cancelText: t('firmware.dialog.cancel'),
      okButtonProps: { 'data-testid': 'firmware-enable-confirm' },
      onOk: async () => {
        try {
          await changeEnable.mutateAsync({ id: firmware.id, enabled });
          void message.success(t(enabled ? 'firmware.enabled' : 'firmware.disabled'));
        } catch (error) {
          report(error);
        }
      },
    });
  }

  async function removeImages(ids: string[]) {
    try {
      if (ids.length === 1) await remove.mutateAsync(ids[0]!);
      else await batchRemove.mutateAsync(ids);
      setSelected([]);
      void message.success(t('firmware.deleted'));
    } catch (error) {
      report(error);
    }
  }

  const columns: TableProps<TFirmware>['columns'] = [
    {
      key: 'file',
      title: t('firmware.fileName'),
      render: (_, firmware) => (
        <Flex vertical>
          <Typography.Text strong data-testid="firmware-row-name">
            {firmware.fileName}
          </Typography.Text>
          <Typography.Text type="secondary">{kilobytes(firmware.size)}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'version',
      title: t('firmware.softwareVersion'),
      render: (_, firmware) => (
        <Flex vertical>
          <span data-testid="firmware-row-version">{firmware.softwareVersion}</span>
          {firmware.hardwareVersion && (
            <Typography.Text type="secondary">
              {t('firmware.hardwareShort')} {firmware.hardwareVersion}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: 'product',
      title: t('firmware.productName'),
      render: (_, firmware) => (
        <Flex vertical>
          <span>{[firmware.brand, firmware.productName].filter(Boolean).join(' ') || '--'}</span>
          {firmware.epn && <Typography.Text type="secondary">EPN {firmware.epn}</Typography.Text>}
        </Flex>
      ),
    },
    ...(kind === 'inverter'
      ? [
          {
            key: 'type',
            title: t('firmware.type'),
            render: (_: unknown, firmware: TFirmware) =>
              [firmware.primaryLabel, firmware.secondaryLabel].filter(Boolean).join(' / ') || '--',
          },
        ]
      : []),
    {
      key: 'mode',
      title: t('firmware.upgradeMode'),
      render: (_, firmware) => <Tag>{t(`firmware.modes.${firmware.upgradeMode}`)}</Tag>,
    },
    {
      key: 'sha256',
      title: 'SHA-256',
      render: (_, firmware) => (
        <Tooltip title={firmware.sha256}>
          <Typography.Text code copyable={{ text: firmware.sha256 }} data-testid="firmware-row-sha256">
            {firmware.sha256.slice(0, 12)}…
          </Typography.Text>
        </Tooltip>
      ),
    },
    {
      key: 'creator',
      title: t('firmware.creator'),
      render: (_, firmware) => (
        <Flex vertical>
          <span>{firmware.creator || '--'}</span>
          <Typography.Text type="secondary">{formatInstant(firmware.createdAt)}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'enabled',
      title: t('firmware.enabledColumn'),
      render: (_, firmware) => (
        <Flex vertical gap={4}>
          <Switch
            checked={firmware.enabled}
            disabled={!firmware.isOwned || !permissions.has('firmware.enable')}
            onChange={(enabled) => confirmEnable(firmware, enabled)}
            data-testid="firmware-row-enable"
          />
          {firmware.publishedAt && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('firmware.published')}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: 'actions',
      title: t('firmware.actions'),
      // Actions stay in view while the other columns scroll sideways under them.
      fixed: 'right',
      render: (_, firmware) =>
        firmware.isOwned ? (
          <Flex gap={8}>
            <Can permission={publish}>
              <Button
                size="small"
                icon={<EditOutlined />}
                onClick={() => setEditing(firmware)}
                data-testid="firmware-row-edit"
              />
            </Can>
            <Can permission="firmware.delete">
              <Popconfirm
                title={t('firmware.deleteConfirm')}
                okText={t('firmware.confirm')}
                cancelText={t('firmware.dialog.cancel')}
                onConfirm={() => void removeImages([firmware.id])}
              >
                <Button size="small" danger icon={<DeleteOutlined />} data-testid="firmware-row-delete" />
              </Popconfirm>
            </Can>
          </Flex>
        ) : (
          <Tag>{t('firmware.platformImage')}</Tag>
        ),
    },
  ];

  return (
    <Card title={t(kind === 'gateway' ? 'firmware.gatewayTitle' : 'firmware.inverterTitle')}>
      {/* Above the table, not in the card's header, where a narrow page wrapped it out of line. */}
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('firmware.search')}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          onSearch={(value) => setQuery({ ...query, page: 1, keyword: value || undefined })}
          style={{ width: 220 }}
          data-testid="firmware-search"
        />
        <Select
          allowClear
          placeholder={t('firmware.allStates')}
          style={{ width: 140 }}
          value={query.enabled}
          onChange={(enabled?: '0' | '1') => setQuery({ ...query, page: 1, enabled })}
          options={[
            { value: '1', label: t('firmware.onlyEnabled') },
            { value: '0', label: t('firmware.onlyDisabled') },
          ]}
        />
        <Can permission="firmware.delete">
          <Popconfirm
            title={t('firmware.batchDeleteConfirm', { count: selected.length })}
            okText={t('firmware.confirm')}
            cancelText={t('firmware.dialog.cancel')}
            disabled={selected.length === 0}
            onConfirm={() => void removeImages(selected)}
          >
            <Button danger disabled={selected.length === 0} data-testid="firmware-batch-delete">
              {t('firmware.batchDelete')}
            </Button>
          </Popconfirm>
        </Can>
        <Can permission={publish}>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing('new')}
            data-testid="firmware-add"
          >
            {t('firmware.upload')}
          </Button>
        </Can>
      </Flex>
      <Table<TFirmware>
        rowKey="id"
        size="middle"
        loading={page.isFetching}
        dataSource={page.data?.infos ?? []}
        columns={columns}
        scroll={{ x: true }}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys as string[]),
          getCheckboxProps: (firmware) => ({ disabled: !firmware.isOwned }),
        }}
        expandable={{
          rowExpandable: (firmware) => firmware.changeLog.length > 0,
          expandedRowRender: (firmware) => (
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
              {firmware.changeLog}
            </Typography.Paragraph>
          ),
        }}
        pagination={{
          current: query.page,
          pageSize: query.size,
          total: page.data?.total ?? 0,
          onChange: (current, size) => setQuery({ ...query, page: current, size }),
        }}
        data-testid="firmware-table"
      />
      {editing && (
        <FirmwareDialog
          kind={kind}
          firmware={editing === 'new' ? null : editing}
          types={types.data ?? []}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}
