import { useState } from 'react';
import { Card, Flex, Input, Table, Tag, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { deviceStatusNames, type TDeviceStatus } from '@sunfleet/contract/enums';
import type { TMeterRow } from '@sunfleet/contract/inverters';
import { PageFrame } from '@/components/page-frame';
import { StatusCards } from '@/components/status-cards';
import { formatNumber } from '@/lib/format';
import { statusTagColors } from '@/lib/status-colors';
import { useLang } from '@/lib/use-lang';
import { useMeterCounts } from '../api/get-meter-counts.ts';
import { useMeters } from '../api/get-meters.ts';
import { deviceRowColumns } from '../components/device-row-columns.tsx';
import { devicePath } from '../model/device-paths.ts';

const number = (value: number | null) => (value === null ? '--' : formatNumber(value));

/**
 * /device/meter: counts by status that filter, a search, and the meter table: grid power now
 * (positive when importing), import and export today, which is its plant's master meter.
 */
export function MetersPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [status, setStatus] = useState<TDeviceStatus | undefined>();
  const [keyword, setKeyword] = useState<string | undefined>();
  const [paging, setPaging] = useState({ page: 1, size: 20 });
  const meters = useMeters({ status, keyword, ...paging });
  const counts = useMeterCounts();
  const columns = deviceRowColumns<TMeterRow>(t, (row) => devicePath('meter', row.sn), 'meter-link');
  const tableColumns: TableProps<TMeterRow>['columns'] = [
    columns.device,
    {
      key: 'status',
      title: t('inverters.status'),
      render: (_, row) => (
        <Flex gap={4} wrap>
          <Tag color={statusTagColors[row.status]}>{deviceStatusNames[row.status][lang]}</Tag>
          {row.isMaster && <Tag color="blue">{t('inverters.meters.master')}</Tag>}
        </Flex>
      ),
    },
    columns.plant,
    { key: 'model', title: t('inverters.model'), render: (_, row) => row.model ?? '--' },
    { key: 'power', title: t('inverters.power'), align: 'right', render: (_, row) => number(row.power) },
    {
      key: 'import',
      title: t('inverters.meters.importToday'),
      align: 'right',
      render: (_, row) => number(row.importToday),
    },
    {
      key: 'export',
      title: t('inverters.meters.exportToday'),
      align: 'right',
      render: (_, row) => number(row.exportToday),
    },
    columns.lastSeen,
  ];
  return (
    <PageFrame title={t('route.meters')} subtitle={t('inverters.meterSubtitle')}>
      <StatusCards counts={counts.data} active={status} onChange={setStatus} />
      <Card>
        <Input.Search
          allowClear
          placeholder={t('inverters.search')}
          style={{ maxWidth: 320, marginBottom: 16 }}
          onSearch={(value) => {
            setKeyword(value.trim() || undefined);
            setPaging((current) => ({ ...current, page: 1 }));
          }}
        />
        <Table<TMeterRow>
          rowKey="sn"
          data-testid="meters-table"
          loading={meters.isLoading}
          dataSource={meters.data?.infos}
          columns={tableColumns}
          scroll={{ x: 900 }}
          pagination={{
            current: paging.page,
            pageSize: paging.size,
            total: meters.data?.total ?? 0,
            onChange: (page, size) => setPaging({ page, size }),
          }}
        />
      </Card>
    </PageFrame>
  );
}
