import { ScheduleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PlannedPage } from '@/components/planned-page';

/** The demandEvents page, planned: it says what it will hold until its api exists. */
export function DemandEventsPage() {
  const { t } = useTranslation();
  return (
    <PlannedPage
      title={t('route.demandEvents')}
      description={t('empty.demandEvents')}
      icon={<ScheduleOutlined />}
    />
  );
}
