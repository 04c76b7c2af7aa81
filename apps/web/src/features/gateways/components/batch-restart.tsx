import { useState } from 'react';
import { App, Button, List, Modal, Popconfirm, Tag, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TGatewayCommandResult } from '@sunfleet/contract/commands';
import type { TGateway } from '@sunfleet/contract/gateways';
import { CommandStatusTag } from '@/components/command-status';
import { useCommandStatuses } from '@/components/use-command-status';
import { ApiError } from '@/lib/api-client';
import { batchRestart } from '../api/gateway-commands.ts';

/**
 * Restarts the selected gateways and shows what became of each: its restart followed live, or why
 * it was refused (a locked gateway, a full queue) while the others go.
 */
export function BatchRestart({ selected }: { selected: TGateway[] }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [sent, setSent] = useState<TGatewayCommandResult[]>([]);
  const live = useCommandStatuses(sent.flatMap((result) => (result.command ? [result.command.id] : [])));
  const refused = sent.filter((result) => result.command === null).length;

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
        title={
          refused === 0
            ? t('gateways.commands.batchTitle', { count: sent.length })
            : t('gateways.commands.batchTitleRefused', { count: sent.length - refused, refused })
        }
        footer={null}
        onCancel={() => setSent([])}
        destroyOnHidden
      >
        <List
          size="small"
          dataSource={sent}
          data-testid="batch-restart-results"
          renderItem={(result) => (
            <List.Item data-testid={`batch-restart-result-${result.sn}`} data-code={result.code}>
              <span>{result.sn}</span>
              {result.command ? (
                <CommandStatusTag command={live.get(result.command.id) ?? result.command} />
              ) : (
                <span style={{ maxWidth: '65%', textAlign: 'right' }}>
                  <Tag color="error">{t('gateways.commands.refused')}</Tag>
                  <Typography.Text type="secondary">{result.message}</Typography.Text>
                </span>
              )}
            </List.Item>
          )}
        />
      </Modal>
    </>
  );
}
