import { useEffect, useState } from 'react';
import { App, Button, Dropdown, Popconfirm, Space } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TDeviceAbilities } from '@sunfleet/contract/abilities';
import { isFinalCommandState, type TCommand, type TGatewayCommandResult } from '@sunfleet/contract/commands';
import { CommandStatusTag } from '@/components/command-status';
import { useCommandStatus } from '@/components/use-command-status';
import { usePermissions } from '@/components/permissions';
import { ApiError } from '@/lib/api-client';
import { showNewGatewayCommand } from '../api/get-gateway-commands.ts';
import { lockGateway } from '../api/lock-gateway.ts';
import { restartGateways } from '../api/restart-gateways.ts';
import { DebugDialog } from './debug-dialog.tsx';
import { OutputDialog, ProtocolDialog } from './setting-dialogs.tsx';
import { gatewayKeys } from '../api/query-keys.ts';

type TCommandTarget = { id: string; sn: string; locked: boolean; abilities: TDeviceAbilities };

/**
 * A gateway's command buttons (restart, lock/unlock, and under "More" digital output, protocol
 * change and remote debug), each by its button permission and the caller's ability on the gateway
 * (operate; configure for output and protocol), with the last command followed live.
 * A refusal (306 locked, 305) shows as the api client's message, or a restart's per-gateway one.
 */
export function GatewayCommandActions({ gateway }: { gateway: TCommandTarget }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const permissions = usePermissions();
  const queryClient = useQueryClient();
  const [commandId, setCommandId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'output' | 'protocol' | 'debug' | null>(null);
  const command = useCommandStatus(commandId ?? undefined);
  const isFinal = command !== undefined && isFinalCommandState(command.state);

  // A finished command may change the gateway (locked, protocol): its lists and detail read again.
  useEffect(() => {
    if (isFinal) void queryClient.invalidateQueries({ queryKey: gatewayKeys.all });
  }, [isFinal, queryClient]);

  // Sent: the command's row shows in the Commands table at once and the tag follows it live.
  const follow = (sent: TCommand) => {
    setCommandId(sent.id);
    showNewGatewayCommand(queryClient, gateway.sn, sent);
  };

  async function run(send: () => Promise<TCommand | TGatewayCommandResult[]>) {
    try {
      const sent = await send();
      // A restart answers per gateway: this one's refusal (306 locked …) comes in its result.
      const result = Array.isArray(sent) ? sent[0] : undefined;
      if (result && !result.command) {
        void message.error(result.message);
        return;
      }
      const command = Array.isArray(sent) ? result?.command : sent;
      if (command) follow(command);
      void message.success(t('gateways.commands.sentOk'));
    } catch (error) {
      if (error instanceof ApiError && !error.isReported) void message.error(error.message);
    }
  }

  const { operate: mayOperate, configure: mayConfigure } = gateway.abilities;
  const more = [
    mayConfigure &&
      permissions.has('gateway.switch') && { key: 'output', label: t('gateways.commands.output') },
    mayConfigure &&
      permissions.has('gateway.protocol') && { key: 'protocol', label: t('gateways.commands.protocol') },
    mayOperate && permissions.has('inverter.debug') && { key: 'debug', label: t('gateways.commands.debug') },
  ].filter((item) => item !== false);

  return (
    <Space size={0} wrap>
      {mayOperate && permissions.has('gateway.restart') && (
        <Popconfirm
          title={t('gateways.commands.restartConfirm', { sn: gateway.sn })}
          onConfirm={() => void run(() => restartGateways([gateway.sn]))}
        >
          <Button type="link" size="small" data-testid="gateway-restart">
            {t('gateways.commands.restart')}
          </Button>
        </Popconfirm>
      )}
      {mayOperate && permissions.has('gateway.lock') && (
        <Button
          type="link"
          size="small"
          onClick={() => void run(() => lockGateway(gateway.sn, !gateway.locked))}
          data-testid={gateway.locked ? 'gateway-unlock' : 'gateway-lock'}
        >
          {t(gateway.locked ? 'gateways.commands.unlock' : 'gateways.commands.lock')}
        </Button>
      )}
      {more.length > 0 && (
        <Dropdown
          menu={{
            items: more.map((item) => ({ ...item, 'data-testid': `gateway-${item.key}` })),
            onClick: ({ key }) => setDialog(key as 'output' | 'protocol' | 'debug'),
          }}
        >
          <Button type="link" size="small" data-testid="gateway-more">
            {t('gateways.commands.more')} <DownOutlined />
          </Button>
        </Dropdown>
      )}
      {command && <CommandStatusTag command={command} />}
      {dialog === 'output' && (
        <OutputDialog sn={gateway.sn} onSent={follow} onClose={() => setDialog(null)} />
      )}
      {dialog === 'protocol' && (
        <ProtocolDialog gateway={gateway} onSent={follow} onClose={() => setDialog(null)} />
      )}
      {dialog === 'debug' && (
        <DebugDialog gateway={gateway} onSent={follow} onClose={() => setDialog(null)} />
      )}
    </Space>
  );
}
