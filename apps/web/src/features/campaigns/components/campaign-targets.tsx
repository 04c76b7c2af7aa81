import { useState } from 'react';
import { Segmented, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { targetStates, type TCampaignTarget, type TTargetState } from '@sunfleet/contract/campaigns';
import { formatInstant } from '@/lib/format';
import { useCampaignTargets } from '../api/get-campaign-targets.ts';
import { TargetStateTag } from './campaign-state-tag.tsx';

const pageSize = 20;

/** The campaign's targets in release order, paged, filtered by state (test id campaign-targets). */
export function CampaignTargets({ id }: { id: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [state, setState] = useState<TTargetState | 'all'>('all');
  const { data, isFetching } = useCampaignTargets(id, page, pageSize, state === 'all' ? undefined : state);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Segmented
        value={state}
        onChange={(value) => {
          setState(value as TTargetState | 'all');
          setPage(1);
        }}
        options={[
          { value: 'all', label: t('campaigns.all') },
          ...targetStates.map((each) => ({ value: each, label: t(`campaigns.targetStates.${each}`) })),
        ]}
      />
      <Table<TCampaignTarget>
        data-testid="campaign-targets"
        rowKey="position"
        size="small"
        loading={isFetching && !data}
        dataSource={data?.infos ?? []}
        pagination={{
          current: page,
          pageSize,
          total: data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={[
          { title: '#', dataIndex: 'position', width: 64, render: (value: number) => value + 1 },
          {
            title: t('campaigns.columns.device'),
            key: 'device',
            render: (_, target) => target.deviceSn ?? target.gatewaySn,
          },
          {
            title: t('campaigns.columns.gateway'),
            dataIndex: 'gatewaySn',
            responsive: ['md'],
          },
          { title: t('campaigns.columns.wave'), dataIndex: 'wave', width: 72 },
          {
            title: t('campaigns.columns.state'),
            dataIndex: 'state',
            render: (value: TTargetState) => <TargetStateTag state={value} />,
          },
          { title: t('campaigns.columns.attempts'), dataIndex: 'attempts', width: 96, responsive: ['lg'] },
          {
            title: t('campaigns.columns.error'),
            dataIndex: 'error',
            render: (value: string | null) =>
              value ? <Typography.Text type="danger">{value}</Typography.Text> : null,
          },
          {
            title: t('campaigns.columns.finishedAt'),
            dataIndex: 'finishedAt',
            responsive: ['lg'],
            render: (value: string | null) => (value ? formatInstant(value) : ''),
          },
        ]}
      />
    </Space>
  );
}
