import { AlertOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PlannedPage } from '@/components/planned-page';

/** The events page, planned: it says what it will hold until its api exists. */
export function EventsPage() {
  const { t } = useTranslation();
  return (
    <PlannedPage
      title={t('route.events')}
      description={t('empty.events')}
      icon={<AlertOutlined />}
      seenToday="plantEvents"
    />
  );
}
