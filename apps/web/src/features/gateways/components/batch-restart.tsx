import { useState } from 'react';
import { App, Button, List, Modal, Popconfirm } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TCommand } from '@sunfleet/contract/commands';
import type { TGateway } from '@sunfleet/contract/gateways';
import { CommandStatusTag } from '@/components/command-status';
import { useCommandStatuses } from '@/components/use-command-status';
import { ApiError } from '@/lib/api-client';
import { batchRestart } from '../api/gateway-commands.ts';

/** Restarts the selected gateways (all queued or none) and follows every restart live. */
export function BatchRestart({ selected }: { selected: TGateway[] }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [sent, setSent] = useState<TCommand[]>([]);
  const live = useCommandStatuses(sent.map((command) => command.id));

  async function restart() {
    try {
      setSent(await batchRestart(selected.map((row) => row.sn)));
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
        open={sent.length > 0}
        title={t('gateways.commands.batchTitle', { count: sent.length })}
        footer={null}
        onCancel={() => setSent([])}
        destroyOnHidden
      >
        <List
          size="small"
          dataSource={sent}
          data-testid="batch-restart-results"
          renderItem={(command) => (
            <List.Item>
              {command.gatewaySn}
              <CommandStatusTag command={live.get(command.id) ?? command} />
            </List.Item>
          )}
        />
      </Modal>
    </>
  );
}
