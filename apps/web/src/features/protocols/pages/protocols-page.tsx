import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { LoggerFunctions } from '../components/logger-functions.tsx';
import { ProtocolList } from '../components/protocol-list.tsx';

/** /log/protocol: device protocol configuration — dictionaries and logger functions. */
export function ProtocolsPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('route.protocols')} subtitle={t('protocols.subtitle')}>
      <Tabs
        data-testid="protocol-tabs"
        items={[
          { key: 'dictionaries', label: t('protocols.tabs.dictionaries'), children: <ProtocolList /> },
          {
            key: 'functions',
            label: <span data-testid="tab-logger-functions">{t('protocols.tabs.functions')}</span>,
            children: <LoggerFunctions />,
          },
        ]}
      />
    </PageFrame>
  );
}
