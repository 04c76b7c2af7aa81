import { Select, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TMaintenanceEntry } from '@sunfleet/contract/logs';
import { maintenanceActions } from '@sunfleet/contract/maintenance-words';
import { useMaintenanceLog } from '../api/get-maintenance-log.ts';
import { LogView } from './log-view.tsx';

const resultColors = { succeeded: 'success', failed: 'error', pending: 'processing' } as const;

/** The maintenance log: who did what to which plant, gateway or device, and how it ended. */
export function MaintenanceLog() {
  const { t } = useTranslation();
  return (
    <LogView<TMaintenanceEntry>
      log="maintenance"
      useLog={useMaintenanceLog}
      scrollX={1300}
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
      columns={[
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
  );
}
