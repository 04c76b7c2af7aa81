import { ScheduleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '@/components/empty-page';

/** The demandEvents page; the issue that brings its api fills it. */
export function DemandEventsPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('route.demandEvents')}
      description={t('empty.demandEvents')}
      icon={<ScheduleOutlined />}
    />
  );
}
