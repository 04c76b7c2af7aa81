import { useState, type ReactNode } from 'react';
import { App, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { downloadLog } from '../api/download-log.ts';
import type { TLogFilter } from '../model/log-filter.ts';
import { LogFilterBar } from './log-filter-bar.tsx';
import { formatZonedInstant } from '@/lib/format';

type TLogName = 'communication' | 'maintenance' | 'debug';
type TLogPage<T> = { isFetching: boolean; data?: { infos: T[]; total: number } };

/**
 * What every log screen shares: the filter bar with Search and Export, and a paged table whose
 * first column is the time. Each log brings its query hook, its own select and its other columns.
 */
export function LogView<T extends { id: string | number; plantTimeZone: string | null }>({
  log,
  useLog,
  kindSelect,
  scrollX,
  columns,
}: {
  log: TLogName;
  useLog: (filter: TLogFilter, page: number, size: number) => TLogPage<T>;
  kindSelect?: (value: string | undefined, onChange: (value: string | undefined) => void) => ReactNode;
  scrollX: number;
  columns: TableColumnsType<T>;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [filter, setFilter] = useState<TLogFilter>({});
  const [page, setPage] = useState({ page: 1, size: 20 });
  const [isExporting, setExporting] = useState(false);
  const entries = useLog(filter, page.page, page.size);
  const exportLog = async () => {
    setExporting(true);
    try {
      await downloadLog(log, filter);
    } catch {
      void message.error(t('logs.filter.exportFailed'));
    } finally {
      setExporting(false);
    }
  };
  return (
    <>
      <LogFilterBar
        testId={log}
        kindSelect={kindSelect}
        onSearch={(next) => {
          setFilter(next);
          setPage({ ...page, page: 1 });
        }}
        onExport={() => void exportLog()}
        isExporting={isExporting}
      />
      <Table<T>
        data-testid={`${log}-table`}
        style={{ marginTop: 16 }}
        rowKey="id"
        size="middle"
        loading={entries.isFetching}
        dataSource={entries.data?.infos ?? []}
        scroll={{ x: scrollX }}
        pagination={{
          current: page.page,
          pageSize: page.size,
          total: entries.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('logs.total', { total }),
          onChange: (next, size) => setPage({ page: next, size }),
        }}
        columns={[
          {
            title: t('logs.column.time'),
            dataIndex: 'at',
            width: 190,
            // On the row's plant's clock (a log spans plants in several zones), which it names.
            // A row of no plant (an import, a gateway of none) is on UTC, and says so.
            render: (at: string, row: T) => formatZonedInstant(at, row.plantTimeZone ?? 'UTC'),
          },
          ...columns,
        ]}
      />
    </>
  );
}
