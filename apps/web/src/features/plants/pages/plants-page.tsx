import { useState } from 'react';
import { Button, Card, Flex, Input, Segmented, Space, Table, Tag, Typography, type TableProps } from 'antd';
import { EnvironmentOutlined, PlusOutlined, TableOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { deviceStatusNames, type TDeviceStatus } from '@sunfleet/contract/enums';
import { plantSorts, type TPlantListItem, type TPlantListQuery } from '@sunfleet/contract/plants';
import { PageFrame } from '@/components/page-frame';
import { Can } from '@/components/permissions';
import { StatusCards } from '@/components/status-cards';
import { plantClockColumn } from '@/components/plant-clock-column';
import { formatNumber } from '@/lib/format';
import { statusTagColors } from '@/lib/status-colors';
import { useLang } from '@/lib/use-lang';
import { usePlants } from '../api/get-plants.ts';
import { PlantMapView } from '../components/plant-map-view.tsx';
import { PlantRowActions } from '../components/plant-row-actions.tsx';
import { overviewPath } from '../model/paths.ts';

type TView = 'table' | 'map';
type TSort = TPlantListQuery['sort'];

const isSort = (value: unknown): value is TSort => (plantSorts as readonly unknown[]).includes(value);
const number = (value: number | null, decimals = 2) =>
  value === null ? '--' : formatNumber(value, decimals);

/** /plants: status counts that filter, search, sort and paging, the fleet table or map. */
export function PlantsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const [view, setView] = useState<TView>('table');
  const [status, setStatus] = useState<TDeviceStatus | undefined>();
  const [keyword, setKeyword] = useState<string | undefined>();
  const [paging, setPaging] = useState({ page: 1, size: 10 });
  const [sorting, setSorting] = useState<{ sort: TSort; order: 'asc' | 'desc' }>({
    sort: 'createdAt',
    order: 'desc',
  });
  const plants = usePlants({ status, keyword, ...paging, ...sorting });

  const sortOrderOf = (column: TSort) =>
    sorting.sort === column ? (sorting.order === 'asc' ? 'ascend' : 'descend') : null;

  // A platform administrator's list spans companies (every row's role is 'platform').
  const isPlatform = plants.data?.infos.some((plant) => plant.role === 'platform') ?? false;
  const columns: TableProps<TPlantListItem>['columns'] = [
    {
      key: 'name',
      title: `${t('plants.list.name')} / ${t('plants.list.owner')}`,
      width: 176,
      // The plant stays in view while its numbers scroll sideways.
      fixed: 'left',
      sorter: true,
      sortOrder: sortOrderOf('name'),
      render: (_, plant) => (
        <>
          <Link
            to={overviewPath(plant.id, plant.type)}
            data-testid="plant-name"
            onClick={(event) => event.stopPropagation()}
          >
            {plant.name}
            {plant.alias && <span style={{ opacity: 0.6 }}> · {plant.alias}</span>}
            {(plant.role === 'visitor' || plant.role === 'manager') && (
              <Tag color="purple" style={{ marginLeft: 8 }} data-testid="plant-shared">
                {t(`plants.list.shared.${plant.role}`)}
              </Tag>
            )}
          </Link>
          <div>
            <Typography.Text type="secondary" data-testid="plant-owner">
              {plant.owner ?? t('plants.list.companyOwned')}
            </Typography.Text>
            {/* The platform sees every company's plants: whose each is, under its owner. */}
            {isPlatform && (
              <Typography.Text type="secondary" data-testid="plant-company">
                {' · '}
                {plant.company ?? '--'}
              </Typography.Text>
            )}
          </div>
        </>
      ),
    },
    {
      key: 'status',
      title: `${t('plants.list.status')} / ${t('plants.list.openAlarms')}`,
      width: 120,
      // A long status (Spanish "Desconectado") puts its alarm count under it, not the column wider.
      render: (_, plant) => (
        <Space size={4} wrap>
          <Tag color={statusTagColors[plant.status]} data-testid="plant-status">
            {deviceStatusNames[plant.status][lang]}
          </Tag>
          {plant.openAlarms > 0 ? (
            <Tag color="error" data-testid="plant-open-alarms">
              {plant.openAlarms}
            </Tag>
          ) : (
            <Typography.Text type="secondary" data-testid="plant-open-alarms">
              0
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      key: 'capacity',
      title: t('plants.list.capacity'),
      align: 'right',
      width: 96,
      sorter: true,
      sortOrder: sortOrderOf('capacity'),
      render: (_, plant) => number(plant.capacity, 3),
    },
    {
      key: 'power',
      title: t('plants.list.power'),
      align: 'right',
      width: 96,
      sorter: true,
      sortOrder: sortOrderOf('power'),
      render: (_, plant) => number(plant.power),
    },
    {
      key: 'energyToday',
      title: `${t('plants.list.energyToday')} / ${t('plants.list.specificYield')}`,
      align: 'right',
      width: 124,
      sorter: true,
      sortOrder: sortOrderOf('energyToday'),
      // Today's yield per kWp under today's energy: one figure explains the other.
      render: (_, plant) => (
        <>
          <div>{number(plant.energyToday)}</div>
          <Typography.Text type="secondary" data-testid="plant-specific-yield">
            {number(plant.specificYield)}
          </Typography.Text>
        </>
      ),
    },
    {
      key: 'energyTotal',
      title: t('plants.list.energyTotal'),
      align: 'right',
      width: 104,
      sorter: true,
      sortOrder: sortOrderOf('energyTotal'),
      render: (_, plant) => number(plant.energyTotal),
    },
    plantClockColumn<TPlantListItem>(
      'lastUpdate',
      t('plants.list.lastUpdate'),
      (plant) => plant.lastUpdate,
      (plant) => plant.timeZone,
    ),
    {
      key: 'actions',
      title: t('plants.list.actions'),
      // Actions stay in view while the other columns scroll sideways under them.
      fixed: 'right',
      render: (_, plant) => <PlantRowActions plant={plant} />,
    },
  ];

  const onTableChange: TableProps<TPlantListItem>['onChange'] = (pagination, _filters, sorter) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const column = single?.order ? single.columnKey : undefined;
    setSorting(
      isSort(column)
        ? { sort: column, order: single?.order === 'ascend' ? 'asc' : 'desc' }
        : { sort: 'createdAt', order: 'desc' },
    );
    setPaging({ page: pagination.current ?? 1, size: pagination.pageSize ?? 10 });
  };

  const filterBy = (next: TDeviceStatus | undefined) => {
    setStatus(next);
    setPaging((current) => ({ ...current, page: 1 }));
  };

  return (
    <PageFrame
      title={t('route.plants')}
      subtitle={t('plants.list.subtitle')}
      actions={
        <Can permission="station.create">
          <Link to="/plant-add">
            <Button type="primary" icon={<PlusOutlined />} data-testid="plant-add">
              {t('route.plantAdd')}
            </Button>
          </Link>
        </Can>
      }
    >
      <StatusCards counts={plants.data?.counts} active={status} onChange={filterBy} />
      <Card>
        <Flex justify="space-between" wrap gap={12} style={{ marginBottom: 16 }}>
          <Input.Search
            allowClear
            placeholder={t('plants.list.search')}
            style={{ maxWidth: 360 }}
            onSearch={(value) => {
              setKeyword(value.trim() || undefined);
              setPaging((current) => ({ ...current, page: 1 }));
            }}
            data-testid="plant-search"
          />
          <Segmented<TView>
            value={view}
            onChange={setView}
            data-testid="plant-view"
            options={[
              { value: 'table', label: t('plants.list.table'), icon: <TableOutlined /> },
              {
                value: 'map',
                label: <span data-testid="plant-view-map">{t('plants.list.map')}</span>,
                icon: <EnvironmentOutlined />,
              },
            ]}
          />
        </Flex>
        {view === 'table' ? (
          <Table<TPlantListItem>
            rowKey="id"
            data-testid="plant-table"
            columns={columns}
            // Nine figures a row: the denser padding keeps them all within 1280 px.
            size="middle"
            dataSource={plants.data?.infos}
            loading={plants.isFetching && !plants.data}
            onChange={onTableChange}
            scroll={{ x: 'max-content' }}
            onRow={(plant) => ({ onDoubleClick: () => void navigate(overviewPath(plant.id, plant.type)) })}
            pagination={{
              current: paging.page,
              pageSize: paging.size,
              total: plants.data?.total ?? 0,
              showSizeChanger: true,
              showTotal: (count) => t('plants.list.total', { count }),
            }}
          />
        ) : (
          <PlantMapView status={status} keyword={keyword} total={plants.data?.total} />
        )}
      </Card>
    </PageFrame>
  );
}
