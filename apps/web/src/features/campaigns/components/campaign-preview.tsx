import { Alert, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TCampaignPreviewBody } from '@sunfleet/contract/campaigns';
import { useCampaignPreview } from '../api/preview-campaign.ts';

/**
 * What a selection resolves to on the server, with the user's abilities: the count that will be
 * targeted, those left out, and the first rows (SN, plant and its clock, model, versions).
 */
export function CampaignPreview({ body }: { body: TCampaignPreviewBody | undefined }) {
  const { t } = useTranslation();
  const preview = useCampaignPreview(body);
  if (!body) return <Alert type="info" showIcon message={t('campaigns.start.nothing')} />;
  if (preview.error)
    return (
      <Alert
        type="warning"
        showIcon
        message={t('campaigns.start.previewFailed', { message: preview.error.message })}
      />
    );
  const data = preview.data;
  return (
    <>
      <Typography.Title level={5} data-testid="campaign-preview-count" data-count={data?.total ?? ''}>
        {data && data.total === 0
          ? t('campaigns.start.noMatch')
          : t('campaigns.start.preview', { count: data?.total ?? 0 })}
      </Typography.Title>
      {data && data.withoutAbility > 0 && (
        <Typography.Text type="secondary">
          {t('campaigns.start.leftOut', { count: data.withoutAbility })}
        </Typography.Text>
      )}
      <Table
        size="small"
        rowKey="sn"
        loading={preview.isFetching}
        dataSource={data?.infos}
        pagination={false}
        data-testid="campaign-preview"
        columns={[
          { key: 'sn', title: t('campaigns.columns.device'), dataIndex: 'sn' },
          { key: 'plant', title: t('campaigns.start.plant'), render: (_, row) => row.plantName ?? '--' },
          { key: 'zone', title: t('campaigns.start.window'), dataIndex: 'timeZone' },
          { key: 'model', title: t('campaigns.start.model'), render: (_, row) => row.model ?? '--' },
          {
            key: 'firmware',
            title: t('campaigns.start.firmwareVersion'),
            render: (_, row) => row.firmwareVersion ?? '--',
          },
        ]}
      />
    </>
  );
}
