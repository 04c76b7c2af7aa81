import { useState } from 'react';
import { Button, Card, Progress, Table } from 'antd';
import { DeploymentUnitOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TCampaign, TCampaignKind, TCampaignState } from '@sunfleet/contract/campaigns';
import { PageFrame } from '@/components/page-frame';
import { usePermissions } from '@/components/permissions';
import { formatInstant } from '@/lib/format';
import { useCampaigns } from '../api/get-campaigns.ts';
import { CampaignStateTag } from '../components/campaign-state-tag.tsx';
import { grantedKindsOf } from '../model/start-form.ts';

const pageSize = 20;

/** /log/campaigns: every campaign the user sees, newest first, with its progress; start a new one. */
export function CampaignsPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, isFetching } = useCampaigns(page, pageSize);
  const granted = usePermissions();
  return (
    <PageFrame
      title={t('route.campaigns')}
      actions={
        grantedKindsOf(granted).length > 0 && (
          <Link to="/campaigns/new">
            <Button type="primary" icon={<DeploymentUnitOutlined />} data-testid="campaigns-new">
              {t('campaigns.newCampaign')}
            </Button>
          </Link>
        )
      }
    >
      <Card>
        <Table<TCampaign>
          data-testid="campaigns"
          rowKey="id"
          size="small"
          loading={isFetching && !data}
          dataSource={data?.infos ?? []}
          locale={{ emptyText: t('campaigns.empty') }}
          pagination={{
            current: page,
            pageSize,
            total: data?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
          }}
          columns={[
            {
              title: t('campaigns.columns.name'),
              key: 'name',
              render: (_, campaign) => (
                <Link to={`/campaigns/${campaign.id}`}>
                  {campaign.name || t(`campaigns.kinds.${campaign.kind}`)}
                </Link>
              ),
            },
            {
              title: t('campaigns.columns.kind'),
              dataIndex: 'kind',
              render: (kind: TCampaignKind) => t(`campaigns.kinds.${kind}`),
            },
            {
              title: t('campaigns.columns.state'),
              dataIndex: 'state',
              render: (state: TCampaignState) => <CampaignStateTag state={state} />,
            },
            {
              title: t('campaigns.columns.progress'),
              key: 'progress',
              width: 240,
              render: (_, { counts, total }) => {
                const done = counts.succeeded + counts.failed + counts.cancelled + counts.skipped;
                return (
                  <Progress
                    size="small"
                    percent={total ? Math.round((done / total) * 100) : 0}
                    success={{ percent: total ? Math.round((counts.succeeded / total) * 100) : 0 }}
                    status={counts.failed > 0 ? 'exception' : undefined}
                    format={() => `${done}/${total}`}
                  />
                );
              },
            },
            {
              title: t('campaigns.columns.createdAt'),
              dataIndex: 'createdAt',
              render: (value: string) => formatInstant(value),
            },
          ]}
        />
      </Card>
    </PageFrame>
  );
}
