import type { TDeviceAbilities } from '@sunfleet/contract/abilities';
import { useState } from 'react';
import { Button, Card, Descriptions, Flex, Input, Popconfirm, Typography } from 'antd';
import { PoweroffOutlined, SendOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@sunfleet/contract/errors';
import { isFinalCommandState } from '@sunfleet/contract/commands';
import type { TModbusMessage } from '@sunfleet/modbus/messages';
import { CommandStatus } from '@/components/command-status';
import { Can } from '@/components/permissions';
import { api } from '@/lib/api';
import { refusalText } from '@/lib/api-client';
import { modbusMessageText } from '@/lib/modbus-text';
import { deviceKeys } from '../api/query-keys.ts';

/**
 * Remote boot and shutdown of an inverter through the command channel: the queued command's
 * state follows live beside the buttons (queued, sent, acknowledged, succeeded or why not).
 */
export function PowerButtons({ sn, abilities }: { sn: string; abilities: TDeviceAbilities | undefined }) {
  const { t } = useTranslation();
  // Offline (4) and upgrading (603) are shown beside the buttons, not as a passing message.
  const tolerate = [ErrorCode.validation, ErrorCode.deviceUpgrading];
  const [commandId, setCommandId] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const power = useMutation({
    mutationFn: (action: 'boot' | 'shutdown') =>
      action === 'boot'
        ? api.get('/api/v1/inverter/{sn}/boot', { path: { sn }, tolerate })
        : api.get('/api/v1/inverter/{sn}/shutdown', { path: { sn }, tolerate }),
    onMutate: () => setRefusal(null),
    onSuccess: (command) => setCommandId(command.id),
    onError: (error) => setRefusal(refusalText(error)),
  });
  return (
    <Can permission="inverter.power" ability="operate" abilities={abilities}>
      <Popconfirm title={t('inverters.remote.bootConfirm', { sn })} onConfirm={() => power.mutate('boot')}>
        <Button icon={<ThunderboltOutlined />} data-testid="inverter-boot">
          {t('inverters.remote.boot')}
        </Button>
      </Popconfirm>
      <Popconfirm
        title={t('inverters.remote.shutdownConfirm', { sn })}
        onConfirm={() => power.mutate('shutdown')}
      >
        <Button icon={<PoweroffOutlined />} data-testid="inverter-shutdown">
          {t('inverters.remote.shutdown')}
        </Button>
      </Popconfirm>
      {commandId && <CommandStatus id={commandId} />}
      {refusal && (
        <Typography.Text type="danger" data-testid="inverter-power-refusal">
          {refusal}
        </Typography.Text>
      )}
    </Can>
  );
}

/** Remote debug: a raw Modbus request to the inverter; its live state and the decoded reply. */
export function DebugCard({ sn, abilities }: { sn: string; abilities: TDeviceAbilities | undefined }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('01 03 00 00 00 0A C5 CD');
  const [commandId, setCommandId] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () =>
      api.post('/api/v1/inverter/{sn}/debug', {
        path: { sn },
        body: { code, framing: 'rtu' },
        tolerate: [ErrorCode.validation],
      }),
    onSuccess: (command) => setCommandId(command.id),
  });
  // The reply: asked with a wait, again until the command is over.
  const reply = useQuery({
    queryKey: deviceKeys.inverterDebug(sn, commandId),
    queryFn: () =>
      api.get('/api/v1/inverter/{sn}/debug/reply', {
        path: { sn },
        query: { id: commandId ?? '', wait: 10_000 },
      }),
    enabled: commandId !== null,
    refetchInterval: (query) =>
      query.state.data && isFinalCommandState(query.state.data.command.state) ? false : 1_000,
  });
  const decodedMessage = (reply.data?.decoded as { message?: TModbusMessage } | null | undefined)?.message;
  return (
    <Can permission="inverter.debug" ability="operate" abilities={abilities}>
      <Card title={t('inverters.remote.debug')}>
        <Flex gap={12} wrap align="center">
          <Input
            value={code}
            onChange={(event) => setCode(event.target.value)}
            style={{ maxWidth: 360, fontFamily: 'monospace' }}
            addonBefore={t('inverters.remote.debugCode')}
            data-testid="debug-code"
            status={send.isError ? 'error' : undefined}
          />
          <Button
            icon={<SendOutlined />}
            loading={send.isPending}
            onClick={() => send.mutate()}
            data-testid="debug-send"
          >
            {t('inverters.remote.debugSend')}
          </Button>
          {commandId && <CommandStatus id={commandId} />}
          {send.isError && <Typography.Text type="danger">{refusalText(send.error)}</Typography.Text>}
        </Flex>
        {commandId && (
          <Descriptions
            size="small"
            style={{ marginTop: 12 }}
            column={1}
            items={[
              {
                key: 'reply',
                label: t('inverters.remote.debugReply'),
                children: reply.data?.frame ? (
                  <Typography.Text code data-testid="debug-reply">
                    {reply.data.frame}
                  </Typography.Text>
                ) : (
                  (reply.data?.command.error ?? t('inverters.remote.waiting'))
                ),
              },
              ...(decodedMessage
                ? [
                    {
                      key: 'decoded',
                      label: 'Modbus',
                      children: (
                        <Typography.Text data-testid="debug-decoded">
                          {modbusMessageText(decodedMessage, t)}
                        </Typography.Text>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        )}
      </Card>
    </Can>
  );
}
