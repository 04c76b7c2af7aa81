import { useState } from 'react';
import {
  App,
  Button,
  Card,
  Flex,
  Input,
  Popconfirm,
  Select,
  Space,
  Table,
  Tag,
  Typography,
  type TableProps,
} from 'antd';
import { DownloadOutlined, LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { deviceStatusNames, type TDeviceStatus } from '@sunfleet/contract/enums';
import { gatewayBindings, type TGateway, type TGatewayBinding } from '@sunfleet/contract/gateways';
import { Can } from '@/components/permissions';
import { plantClockColumn } from '@/components/plant-clock-column';
import { StatusCards } from '@/components/status-cards';
import { statusTagColors } from '@/lib/status-colors';
import { useLang } from '@/lib/use-lang';
import { deleteGateway } from '../api/delete-gateway.ts';
import { unbindGateway } from '../api/unbind-gateway.ts';
import { useGatewayChange } from '../api/use-gateway-change.ts';
import { useCustomers } from '../api/get-customers.ts';
import { downloadGateways } from '../api/download-gateways.ts';
import { useGateways, type TGatewayFilters } from '../api/get-gateways.ts';
import { saveFile } from '../model/save-file.ts';
import { GatewayCommandActions } from './gateway-command-actions.tsx';
import { ReplaceGatewayDialog } from './replace-gateway-dialog.tsx';
import { SignalBars } from './signal-bars.tsx';

export const gatewayDetailPath = (id: string) => `/device/gateway/detail/${id}`;

/**
 * The gateway table with its status counts, filters, search, paging and Excel download; row
 * actions (commands, unbind, replace, delete) follow the role's button permissions. `platform`
 * adds the owner column and the platform's delete; `selection` makes rows selectable.
 */
export function GatewayList({
  scope,
  selection,
}: {
  scope: 'company' | 'platform';
  selection?: { selected: TGateway[]; onChange: (rows: TGateway[]) => void };
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const [filters, setFilters] = useState<TGatewayFilters>({ page: 1, size: 10 });
  const gateways = useGateways(filters);
  const customers = useCustomers(scope === 'company');
  const unbind = useGatewayChange(unbindGateway);
  const remove = useGatewayChange(deleteGateway);
  const [replacing, setReplacing] = useState<TGateway | null>(null);
  const [downloading, setDownloading] = useState(false);

  const filter = (change: TGatewayFilters) => setFilters((current) => ({ ...current, ...change, page: 1 }));

  async function download() {
    setDownloading(true);
    try {
      saveFile(await downloadGateways(filters));
    } finally {
      setDownloading(false);
    }
  }

  const columns: TableProps<TGateway>['columns'] = [
    {
      key: 'sn',
      title: `${t('gateways.columns.sn')} / ${t('gateways.columns.status')}`,
      render: (_, row) => (
        <Flex vertical gap={4} align="flex-start">
          <Link to={gatewayDetailPath(row.id)} data-testid="gateway-sn">
            {row.sn}
          </Link>
          <Space size={4}>
            <Tag color={statusTagColors[row.status]} data-testid="gateway-status">
              {deviceStatusNames[row.status][lang]}
            </Tag>
            {row.locked && (
              <Tag icon={<LockOutlined />} color="gold" data-testid="gateway-locked">
                {t('gateways.commands.locked')}
              </Tag>
            )}
          </Space>
        </Flex>
      ),
    },
    ...(scope === 'platform'
      ? [
          {
            key: 'owner',
            title: t('gateways.columns.owner'),
            render: (_: unknown, row: TGateway) =>
              row.companyName ?? <Typography.Text type="secondary">{t('gateways.notOwned')}</Typography.Text>,
          },
        ]
      : []),
    // Two facts a cell where they belong together, so the list fits 1280 px beside its actions.
    {
      key: 'plant',
      title: `${t('gateways.columns.plant')} / ${t('gateways.columns.customer')}`,
      render: (_, row) => (
        <Flex vertical>
          {row.plantName ?? (
            <span>
              <Tag>{t('gateways.binding.unbound')}</Tag>
            </span>
          )}
          {row.customerName && <Typography.Text type="secondary">{row.customerName}</Typography.Text>}
        </Flex>
      ),
    },
    {
      key: 'communication',
      title: t('gateways.columns.communication'),
      width: 140,
      render: (_, row) => (
        <Flex vertical>
          <Space size={6}>
            <SignalBars bars={row.signalBars} rssi={row.rssi} />
            {row.communicationType ? t(`gateways.communication.${row.communicationType}`) : '–'}
          </Space>
          <Typography.Text type="secondary">{row.protocol}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'versions',
      title: `${t('gateways.columns.software')} / ${t('gateways.columns.hardware')}`,
      render: (_, row) => (
        <Flex vertical>
          {row.softwareVersion ?? '–'}
          <Typography.Text type="secondary">{row.hardwareVersion ?? '–'}</Typography.Text>
        </Flex>
      ),
    },
    { key: 'devices', title: t('gateways.columns.devices'), dataIndex: 'devices', align: 'right', width: 85 },
    plantClockColumn<TGateway>(
      'lastOnline',
      t('gateways.columns.lastOnline'),
      (row) => row.lastOnline,
      (row) => row.plantTimeZone,
    ),
    {
      key: 'actions',
      title: t('gateways.columns.actions'),
      // Actions stay in view while the other columns scroll sideways under them; they wrap.
      fixed: 'right',
      width: 215,
      render: (_, row) => (
        <Space size={0} wrap>
          {scope === 'company' && <GatewayCommandActions gateway={row} />}
          {row.plantId && scope === 'company' && (
            <Can permission="gateway.replace" ability="configure" abilities={row.abilities}>
              <Button
                type="link"
                size="small"
                onClick={() => setReplacing(row)}
                data-testid="gateway-replace"
              >
                {t('gateways.replace')}
              </Button>
            </Can>
          )}
          {row.plantId && (
            <Can permission="gateway.unbind" ability="configure" abilities={row.abilities}>
              <Popconfirm
                title={t('gateways.unbindConfirm', { sn: row.sn, plant: row.plantName ?? '' })}
                onConfirm={() =>
                  void unbind
                    .mutateAsync(row.id)
                    .then(() => message.success(t('gateways.unbound', { sn: row.sn })))
                    .catch(() => undefined)
                }
              >
                <Button type="link" size="small" data-testid="gateway-unbind">
                  {t('gateways.unbind')}
                </Button>
              </Popconfirm>
            </Can>
          )}
          <Can permission="gateway.delete" ability="delete" abilities={row.abilities}>
            <Popconfirm
              title={t(scope === 'platform' ? 'gateways.deletePlatformConfirm' : 'gateways.deleteConfirm', {
                sn: row.sn,
              })}
              onConfirm={() =>
                void remove
                  .mutateAsync(row.id)
                  .then(() => message.success(t('gateways.deleted', { sn: row.sn })))
                  .catch(() => undefined)
              }
            >
              <Button type="link" size="small" danger data-testid="gateway-delete">
                {t('gateways.delete')}
              </Button>
            </Popconfirm>
          </Can>
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={20}>
      <StatusCards
        counts={gateways.data?.counts}
        active={filters.status}
        onChange={(status?: TDeviceStatus) => filter({ status })}
      />
      <Card>
        <Flex justify="space-between" wrap gap={12} style={{ marginBottom: 16 }}>
          <Space wrap>
            <Input.Search
              allowClear
              placeholder={t('gateways.search')}
              style={{ width: 240 }}
              onSearch={(value) => filter({ keyword: value || undefined })}
              data-testid="gateway-search"
            />
            <Input.Search
              allowClear
              placeholder={t('gateways.plantFilter')}
              style={{ width: 180 }}
              onSearch={(value) => filter({ plant: value || undefined })}
              data-testid="gateway-plant-filter"
            />
            <Select<TGatewayBinding>
              allowClear
              placeholder={t('gateways.bindingFilter')}
              style={{ width: 140 }}
              onChange={(binding) => filter({ binding })}
              options={gatewayBindings.map((binding) => ({
                value: binding,
                label: t(`gateways.binding.${binding}`),
              }))}
              data-testid="gateway-binding-filter"
            />
            {scope === 'company' && (
              <Select
                allowClear
                showSearch
                optionFilterProp="label"
                placeholder={t('gateways.customerFilter')}
                style={{ width: 180 }}
                onChange={(customerId?: string) => filter({ customerId })}
                options={(customers.data ?? []).map((customer) => ({
                  value: customer.id,
                  label: customer.name,
                }))}
                data-testid="gateway-customer-filter"
              />
            )}
            <Input.Search
              allowClear
              placeholder={t('gateways.protocolFilter')}
              style={{ width: 160 }}
              onSearch={(value) => filter({ protocol: value || undefined })}
              data-testid="gateway-protocol-filter"
            />
          </Space>
          <Button
            icon={<DownloadOutlined />}
            loading={downloading}
            onClick={() => void download()}
            data-testid="gateway-download"
          >
            {t('gateways.download')}
          </Button>
        </Flex>
        <Table<TGateway>
          rowKey="id"
          size="middle"
          loading={gateways.isFetching && !gateways.data}
          dataSource={gateways.data?.infos}
          columns={columns}
          // The width the list has at 1280 px: there every column fits, wrapping its header; below
          // it the columns scroll sideways under the actions.
          scroll={{ x: 950 }}
          data-testid="gateway-table"
          onRow={(row) => ({ 'data-testid': `gateway-row-${row.sn}` }) as object}
          rowSelection={
            selection && {
              selectedRowKeys: selection.selected.map((row) => row.id),
              onChange: (_keys, rows) => selection.onChange(rows),
            }
          }
          pagination={{
            current: filters.page,
            pageSize: filters.size,
            total: gateways.data?.total,
            showSizeChanger: true,
            onChange: (page, size) => setFilters((current) => ({ ...current, page, size })),
          }}
        />
      </Card>
      {replacing?.plantId && (
        <ReplaceGatewayDialog
          gateway={{ sn: replacing.sn, plantId: replacing.plantId, plantName: replacing.plantName }}
          onClose={() => setReplacing(null)}
        />
      )}
    </Flex>
  );
}
