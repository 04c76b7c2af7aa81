import { Progress, Space, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TCommand, TCommandState } from '@sunfleet/contract/commands';
import { formatInstant } from '@/lib/format';
import { useCommandStatus } from './use-command-status.ts';

const stateColors: Record<TCommandState, string> = {
  queued: 'default',
  sent: 'processing',
  acknowledged: 'processing',
  succeeded: 'success',
  failed: 'error',
  timedOut: 'warning',
  cancelled: 'default',
};

/**
 * A command's state as a tag, with its progress while it runs and its error when it failed. The
 * tag's tooltip says when a queued command gives up waiting and which attempt a resend is.
 * Test id: command-status (data-state holds the state).
 */
export function CommandStatusTag({ command }: { command: TCommand }) {
  const { t } = useTranslation();
  const hint =
    command.state === 'queued'
      ? t('commands.queuedOffline', { until: formatInstant(command.expiresAt) })
      : command.attempts > 1 && command.state === 'sent'
        ? t('commands.attempt', { attempts: command.attempts })
        : (command.error ?? undefined);
  return (
    <Space size={4} data-testid="command-status" data-state={command.state}>
      <Tooltip title={hint}>
        <Tag color={stateColors[command.state]}>{t(`commands.states.${command.state}`)}</Tag>
      </Tooltip>
      {command.state === 'acknowledged' && command.progress !== null && (
        <Progress percent={command.progress} size="small" style={{ width: 96, margin: 0 }} />
      )}
      {command.error && command.state !== 'queued' && (
        <Typography.Text type="danger" style={{ fontSize: 12 }}>
          {command.error}
        </Typography.Text>
      )}
    </Space>
  );
}

/** A command followed live by id (server-sent events, polling as the fallback); nothing until read. */
export function CommandStatus({ id }: { id: string }) {
  const command = useCommandStatus(id);
  return command ? <CommandStatusTag command={command} /> : <Tag>…</Tag>;
}
