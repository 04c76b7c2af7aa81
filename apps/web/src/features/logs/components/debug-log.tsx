import { useState } from 'react';
import { App, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { TDebugEntry } from '@sunfleet/contract/logs';
import { downloadLog } from '../api/download-log.ts';
import { useDebugLog } from '../api/get-debug-log.ts';
import type { TLogFilter } from '../model/log-filter.ts';
import { LogFilterBar } from './log-filter-bar.tsx';

const stateColors: Record<string, string> = {
  succeeded: 'success',
  failed: 'error',
  timedOut: 'warning',
  cancelled: 'default',
};

/** The debug log: each remote debug request (raw Modbus frame, register read or write) and its reply. */
export function DebugLog() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [filter, setFilter] = useState<TLogFilter>({});
  const [page, setPage] = useState({ page: 1, size: 20 });
  const [isExporting, setExporting] = useState(false);
  const log = useDebugLog(filter, page.page, page.size);
  const exportLog = async () => {
    setExporting(true);
    try {
      await downloadLog('debug', filter);
    } catch {
      void message.error(t('logs.filter.exportFailed'));
    } finally {
      setExporting(false);
    }
  };
  const code = (text: string | null) =>
    text ? (
      <Typography.Text code copyable style={{ fontSize: 12, wordBreak: 'break-all' }}>
        {text}
      </Typography.Text>
    ) : (
      '—'
    );
  return (
    <>
      <LogFilterBar
        testId="debug"
        onSearch={(next) => {
          setFilter(next);
          setPage({ ...page, page: 1 });
        }}
        onExport={() => void exportLog()}
        isExporting={isExporting}
      />
      <Table<TDebugEntry>
        data-testid="debug-table"
        style={{ marginTop: 16 }}
        rowKey="id"
        size="middle"
        loading={log.isFetching}
        dataSource={log.data?.infos ?? []}
        scroll={{ x: 1400 }}
        pagination={{
          current: page.page,
          pageSize: page.size,
          total: log.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('logs.total', { total }),
          onChange: (next, size) => setPage({ page: next, size }),
        }}
        columns={[
          {
            title: t('logs.column.time'),
            dataIndex: 'at',
            width: 170,
            render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm:ss'),
          },
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
            render: (state: string) => <Tag color={stateColors[state] ?? 'processing'}>{state}</Tag>,
          },
          { title: t('logs.column.request'), dataIndex: 'request', width: 280, render: code },
          { title: t('logs.column.reply'), dataIndex: 'reply', width: 320, render: code },
        ]}
      />
    </>
  );
}
