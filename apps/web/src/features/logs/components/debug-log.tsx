import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TDebugEntry } from '@sunfleet/contract/logs';
import { replyFrameText } from '@/lib/modbus-text';
import { useDebugLog } from '../api/get-debug-log.ts';
import { LogView } from './log-view.tsx';

const stateColors: Record<string, string> = {
  succeeded: 'success',
  failed: 'error',
  timedOut: 'warning',
  cancelled: 'default',
};

/** The debug log: each remote debug request (raw Modbus frame, register read or write) and its reply. */
export function DebugLog() {
  const { t } = useTranslation();
  const code = (text: string | null) =>
    text ? (
      <Typography.Text code copyable style={{ fontSize: 12, wordBreak: 'break-all' }}>
        {text}
      </Typography.Text>
    ) : (
      '—'
    );
  return (
    <LogView<TDebugEntry>
      log="debug"
      useLog={useDebugLog}
      scrollX={1400}
      columns={[
        { title: t('logs.column.actor'), dataIndex: 'actor', width: 180 },
        { title: t('logs.column.gateway'), dataIndex: 'gatewaySn', width: 150 },
        {
          title: t('logs.column.device'),
          dataIndex: 'deviceSn',
          width: 150,
          render: (sn: string | null) => sn ?? '—',
        },
        {
          title: t('logs.column.state'),
          dataIndex: 'state',
          width: 110,
          render: (state: string) => (
            <Tag color={stateColors[state] ?? 'processing'}>{t(`commands.states.${state}`)}</Tag>
          ),
        },
        { title: t('logs.column.request'), dataIndex: 'request', width: 280, render: code },
        {
          title: t('logs.column.reply'),
          key: 'reply',
          width: 320,
          // A raw debug reply is also said in words (an exception by its name), as the toolbox does.
          render: (_, row) => {
            const framing = row.kind === 'modbusDebug' && row.request.startsWith('TCP') ? 'tcp' : 'rtu';
            const words =
              row.kind === 'modbusDebug' && row.reply ? replyFrameText(row.reply, framing, t) : null;
            return (
              <Flex vertical gap={4}>
                {code(row.reply)}
                {words && <Typography.Text data-testid="debug-reply-words">{words}</Typography.Text>}
              </Flex>
            );
          },
        },
      ]}
    />
  );
}
