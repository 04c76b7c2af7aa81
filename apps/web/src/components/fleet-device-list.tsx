import { useState } from 'react';
import { App, Button, Card, Flex, Input, Popconfirm, Table } from 'antd';
import { Can } from './permissions.tsx';
import type { ColumnsType } from 'antd/es/table';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TDeviceStatus } from '@sunfleet/contract/enums';
import type { TDeviceAbilities } from '@sunfleet/contract/abilities';
import type { TFleetDeviceQuery, TFleetDeviceRow } from '@sunfleet/contract/fleet-devices';
import type { TPage } from '@sunfleet/contract/paging';
import type { TStatusCounts } from '@sunfleet/contract/plants';
import { formatNumber } from '@/lib/format';
import { useLang } from '@/lib/use-lang';
import { fleetDeviceColumns } from './fleet-device-columns.tsx';
import { PageFrame } from './page-frame.tsx';
import { StatusCards } from './status-cards.tsx';

const pageSize = 20;

/** A reading with its unit, or `--`. */
export const withUnit = (value: number | null | undefined, unit: string, decimals = 1) =>
  value === null || value === undefined ? '--' : `${formatNumber(value, decimals)} ${unit}`;

/**
 * A device screen's list of one kind of device: counts by status (clicking one filters), a search
 * by SN or alias, the shared columns around the kind's `readings`, and delete with a confirmation.
 */
/** A row's delete, shown to whoever may delete the device (station.edit, docs/device-abilities.md). */
function DeleteRow({
  sn,
  abilities,
  onConfirm,
}: {
  sn: string;
  abilities: TDeviceAbilities;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Can permission="station.edit" ability="delete" abilities={abilities}>
      <Popconfirm
        title={t('devices.deleteConfirm', { sn })}
        okText={t('devices.delete')}
        cancelText={t('devices.cancel')}
        onConfirm={onConfirm}
      >
        <Button type="link" danger size="small" data-testid="device-delete">
          {t('devices.delete')}
        </Button>
      </Popconfirm>
    </Can>
  );
}

export function FleetDeviceList<T extends TFleetDeviceRow>({
  title,
  testId,
  useRows,
  useCounts,
  readings,
  detailPath,
  onDelete,
}: {
  title: string;
  testId: string;
  useRows: (query: TFleetDeviceQuery) => UseQueryResult<TPage<T>>;
  useCounts: () => UseQueryResult<TStatusCounts>;
  readings: ColumnsType<T>;
  detailPath: (sn: string) => string;
  onDelete: (row: T) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const [status, setStatus] = useState<TDeviceStatus>();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const rows = useRows({ page, size: pageSize, status, search: search || undefined });
  const counts = useCounts();
  const { device, place } = fleetDeviceColumns<T>(t, lang, detailPath);

  return (
    <PageFrame title={title}>
      <StatusCards
        counts={counts.data}
        active={status}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
      />
      <Card>
        <Flex gap={12} style={{ marginBottom: 16 }}>
          <Input.Search
            allowClear
            placeholder={t('devices.search')}
            style={{ maxWidth: 320 }}
            data-testid={`${testId}-search`}
            onSearch={(value) => {
              setSearch(value.trim());
              setPage(1);
            }}
          />
        </Flex>
        <Table<T>
          rowKey="id"
          data-testid={testId}
          loading={rows.isLoading}
          dataSource={rows.data?.infos}
          scroll={{ x: true }}
          pagination={{
            current: page,
            pageSize,
            total: rows.data?.total,
            showSizeChanger: false,
            onChange: setPage,
          }}
          columns={[
            ...device,
            ...readings,
            ...place,
            {
              key: 'actions',
              title: t('devices.actions'),
              render: (_, row) => (
                <DeleteRow
                  sn={row.sn}
                  abilities={row.abilities}
                  onConfirm={() =>
                    void onDelete(row).then(
                      () => void message.success(t('devices.deleted')),
                      () => undefined,
                    )
                  }
                />
              ),
            },
          ]}
        />
      </Card>
    </PageFrame>
  );
}
