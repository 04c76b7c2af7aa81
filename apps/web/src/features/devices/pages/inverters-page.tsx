import { useState } from 'react';
import { App, Button, Card, Flex, Input, Select, Table, Typography, type TableProps } from 'antd';
import { DeploymentUnitOutlined, DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TDeviceStatus } from '@sunfleet/contract/enums';
import type { TInverterRow } from '@sunfleet/contract/inverters';
import { deviceKinds, type TDeviceKind } from '@sunfleet/protocols/dictionary';
import { PageFrame } from '@/components/page-frame';
import { Can, usePermissions } from '@/components/permissions';
import { StatusCards } from '@/components/status-cards';
import { formatNumber } from '@/lib/format';
import { StatusTags } from '@/components/status-tags';
import { downloadInverters } from '../api/download-inverters.ts';
import { useInverterCounts } from '../api/get-inverter-counts.ts';
import { useInverters } from '../api/get-inverters.ts';
import { deviceRowColumns } from '../components/device-row-columns.tsx';
import { devicePath } from '../model/device-paths.ts';

const inverterKinds = deviceKinds.filter((kind) => kind.startsWith('inverter'));
const number = (value: number | null) => (value === null ? '--' : formatNumber(value));

/**
 * /device/inverter: counts by status that filter, a search by SN, alias or plant, a type filter,
 * the inverter table (status, SN and alias, plant, type, rated power, power now, energy today,
 * last update on the plant's clock) and its download as an .xlsx; a settings campaign of the
 * selected (or filtered) inverters for who may write settings.
 */
export function InvertersPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [status, setStatus] = useState<TDeviceStatus | undefined>();
  const [keyword, setKeyword] = useState<string | undefined>();
  const [kind, setKind] = useState<TDeviceKind | undefined>();
  const [paging, setPaging] = useState({ page: 1, size: 20 });
  const [selected, setSelected] = useState<string[]>([]);
  const navigate = useNavigate();
  const permissions = usePermissions();
  const filters = { status, keyword, kind };
  const inverters = useInverters({ ...filters, ...paging });
  const counts = useInverterCounts();

  const columns = deviceRowColumns<TInverterRow>(t, (row) => devicePath(row.kind, row.sn), 'inverter-link');
  const tableColumns: TableProps<TInverterRow>['columns'] = [
    columns.device,
    {
      key: 'status',
      title: t('inverters.status'),
      render: (_, row) => <StatusTags status={row.status} operatingState={row.operatingState} />,
    },
    columns.plant,
    {
      key: 'type',
      title: t('inverters.type'),
      width: 160,
      render: (_, row) => (
        <Flex vertical>
          <span>{row.typeName}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {[row.brand, row.model].filter(Boolean).join(' ')}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'rated',
      title: t('inverters.ratedPower'),
      align: 'right',
      render: (_, row) => number(row.ratedPower),
    },
    { key: 'power', title: t('inverters.power'), align: 'right', render: (_, row) => number(row.power) },
    {
      key: 'energyToday',
      title: t('inverters.energyToday'),
      align: 'right',
      render: (_, row) => number(row.energyToday),
    },
    columns.lastSeen,
  ];

  return (
    <PageFrame
      title={t('route.inverters')}
      subtitle={t('inverters.subtitle')}
      actions={
        <>
          <Can permission="inverter.setting">
            <Button
              icon={<DeploymentUnitOutlined />}
              data-testid="inverters-new-campaign"
              onClick={() => void navigate(`/campaigns/new?kind=settings&sns=${selected.join(',')}`)}
            >
              {t('campaigns.newCampaign')}
            </Button>
          </Can>
          <Button
            icon={<DownloadOutlined />}
            data-testid="inverters-download"
            onClick={() =>
              void downloadInverters(filters).catch((error: Error) => message.error(error.message))
            }
          >
            {t('inverters.download')}
          </Button>
        </>
      }
    >
      <StatusCards
        counts={counts.data}
        active={status}
        onChange={(next) => {
          setStatus(next);
          setPaging((current) => ({ ...current, page: 1 }));
        }}
      />
      <Card>
        <Flex gap={12} wrap style={{ marginBottom: 16 }}>
          <Input.Search
            allowClear
            placeholder={t('inverters.search')}
            style={{ maxWidth: 320 }}
            data-testid="inverters-search"
            onSearch={(value) => {
              setKeyword(value.trim() || undefined);
              setPaging((current) => ({ ...current, page: 1 }));
            }}
          />
          <Select<TDeviceKind | 'all'>
            value={kind ?? 'all'}
            style={{ minWidth: 220 }}
            onChange={(value) => setKind(value === 'all' ? undefined : value)}
            options={[
              { value: 'all', label: t('inverters.allKinds') },
              ...inverterKinds.map((value) => ({ value, label: t(`protocols.kinds.${value}`) })),
            ]}
          />
        </Flex>
        <Table<TInverterRow>
          rowKey="sn"
          size="middle"
          data-testid="inverters-table"
          loading={inverters.isLoading}
          dataSource={inverters.data?.infos}
          columns={tableColumns}
          scroll={{ x: true }}
          rowSelection={
            permissions.has('inverter.setting')
              ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }
              : undefined
          }
          pagination={{
            current: paging.page,
            pageSize: paging.size,
            total: inverters.data?.total ?? 0,
            showSizeChanger: true,
            onChange: (page, size) => setPaging({ page, size }),
          }}
        />
      </Card>
    </PageFrame>
  );
}
