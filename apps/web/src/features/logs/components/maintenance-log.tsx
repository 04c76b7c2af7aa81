import { useState } from 'react';
import { App, Select, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { maintenanceActions, type TMaintenanceEntry } from '@sunfleet/contract/logs';
import { downloadLog } from '../api/download-log.ts';
import { useMaintenanceLog } from '../api/get-maintenance-log.ts';
import type { TLogFilter } from '../model/log-filter.ts';
import { LogFilterBar } from './log-filter-bar.tsx';

const resultColors = { succeeded: 'success', failed: 'error', pending: 'processing' } as const;

/** The maintenance log: who did what to which plant, gateway or device, and how it ended. */
export function MaintenanceLog() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [filter, setFilter] = useState<TLogFilter>({});
  const [page, setPage] = useState({ page: 1, size: 20 });
  const [isExporting, setExporting] = useState(false);
  const log = useMaintenanceLog(filter, page.page, page.size);
  const exportLog = async () => {
    setExporting(true);
    try {
      await downloadLog('maintenance', filter);
    } catch {
      void message.error(t('logs.filter.exportFailed'));
    } finally {
      setExporting(false);
    }
  };
  return (
    <>
      <LogFilterBar
        testId="maintenance"
        kindSelect={(value, onChange) => (
          <Select
            data-testid="maintenance-action"
            allowClear
            style={{ width: 150 }}
            placeholder={t('logs.filter.action')}
            value={value}
            onChange={onChange}
            options={maintenanceActions.map((action) => ({
              value: action,
              label: t(`logs.action.${action}`),
            }))}
          />
        )}
        onSearch={(next) => {
          setFilter(next);
          setPage({ ...page, page: 1 });
        }}
        onExport={() => void exportLog()}
        isExporting={isExporting}
      />
      <Table<TMaintenanceEntry>
        data-testid="maintenance-table"
        style={{ marginTop: 16 }}
        rowKey="id"
        size="middle"
        loading={log.isFetching}
        dataSource={log.data?.infos ?? []}
        scroll={{ x: 1300 }}
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
          {
            title: t('logs.column.actor'),
            dataIndex: 'actor',
            width: 180,
            render: (actor: string) =>
              actor || <Typography.Text type="secondary">{t('logs.system')}</Typography.Text>,
          },
          {
            title: t('logs.column.action'),
            dataIndex: 'action',
            width: 110,
            render: (action: TMaintenanceEntry['action']) => <Tag>{t(`logs.action.${action}`)}</Tag>,
          },
          {
            title: t('logs.column.plant'),
            dataIndex: 'plantName',
            width: 160,
            render: (name: string | null) => name ?? '—',
          },
          {
            title: t('logs.column.gateway'),
            dataIndex: 'gatewaySn',
            width: 150,
            render: (sn: string | null) => sn ?? '—',
          },
          {
            title: t('logs.column.device'),
            dataIndex: 'deviceSn',
            width: 150,
            render: (sn: string | null) => sn ?? '—',
          },
          {
            title: t('logs.column.result'),
            dataIndex: 'result',
            width: 110,
            render: (result: TMaintenanceEntry['result']) => (
              <Tag color={resultColors[result]}>{t(`logs.result.${result}`)}</Tag>
            ),
          },
          { title: t('logs.column.detail'), dataIndex: 'detail', width: 260 },
        ]}
      />
    </>
  );
}
