import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { CommunicationLog } from '../components/communication-log.tsx';
import { DebugLog } from '../components/debug-log.tsx';
import { MaintenanceLog } from '../components/maintenance-log.tsx';

const tabs = ['maintenance', 'communication', 'debug'] as const;

/** /log/uphold: the maintenance, communication and debug logs, one tab each (`?tab=`). */
export function MaintenanceLogPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const active = tabs.find((tab) => tab === params.get('tab')) ?? 'maintenance';
  const label = (key: (typeof tabs)[number]) => (
    <span data-testid={`tab-${key}`}>{t(`logs.tabs.${key}`)}</span>
  );
  return (
    <PageFrame title={t('route.maintenanceLog')} subtitle={t('logs.subtitle')}>
      <Tabs
        data-testid="log-tabs"
        activeKey={active}
        onChange={(tab) => setParams({ tab }, { replace: true })}
        destroyOnHidden
        items={[
          { key: 'maintenance', label: label('maintenance'), children: <MaintenanceLog /> },
          { key: 'communication', label: label('communication'), children: <CommunicationLog /> },
          { key: 'debug', label: label('debug'), children: <DebugLog /> },
        ]}
      />
    </PageFrame>
  );
}
