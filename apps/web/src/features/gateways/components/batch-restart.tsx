import { useState } from 'react';
import { App, Button, List, Modal, Popconfirm, Tag } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TBatchAdmission } from '@sunfleet/contract/campaigns';
import type { TGateway } from '@sunfleet/contract/gateways';
import { ApiError } from '@/lib/api-client';
import { batchRestart } from '../api/batch-restart-gateways.ts';

/**
 * Restarts the selected gateways as a campaign (docs/adr/0040) and takes the user to its page,
 * where it runs live. Gateways refused at once (locked) are listed with the reason first.
 */
export function BatchRestart({ selected }: { selected: TGateway[] }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [admission, setAdmission] = useState<TBatchAdmission>();
  const refused = admission?.devices.filter((device) => device.code !== 0) ?? [];

  async function restart() {
    try {
      const answer = await batchRestart(selected.map((row) => row.sn));
      if (answer.devices.every((device) => device.code === 0) && answer.campaignId)
        void navigate(`/campaigns/${answer.campaignId}`);
      else setAdmission(answer);
    } catch (error) {
      if (error instanceof ApiError && !error.isReported) void message.error(error.message);
    }
  }

  return (
    <>
      <Popconfirm
        title={t('gateways.commands.batchRestartConfirm', { count: selected.length })}
        onConfirm={() => void restart()}
        disabled={selected.length === 0}
      >
        <Button
          icon={<ReloadOutlined />}
          disabled={selected.length === 0}
          data-testid="gateway-batch-restart"
        >
          {t('gateways.commands.batchRestart')}
        </Button>
      </Popconfirm>
      <Modal
        open={admission !== undefined}
        title={t('campaigns.refused', { count: refused.length })}
        onCancel={() => setAdmission(undefined)}
        okText={t('campaigns.open')}
        okButtonProps={{ disabled: !admission?.campaignId }}
        onOk={() => admission?.campaignId && void navigate(`/campaigns/${admission.campaignId}`)}
        destroyOnHidden
      >
        <List
          size="small"
          dataSource={refused}
          data-testid="batch-restart-results"
          renderItem={(device) => (
            <List.Item data-testid={`batch-restart-result-${device.sn}`} data-code={device.code}>
              {device.sn}
              <Tag color="error">{device.message}</Tag>
            </List.Item>
          )}
        />
      </Modal>
    </>
  );
}
