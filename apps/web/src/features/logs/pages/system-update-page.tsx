import { HistoryOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PlannedPage } from '@/components/planned-page';

/** The systemUpdate page, planned: it says what it will hold until its api exists. */
export function SystemUpdatePage() {
  const { t } = useTranslation();
  return (
    <PlannedPage
      title={t('route.systemUpdate')}
      description={t('empty.systemUpdate')}
      icon={<HistoryOutlined />}
    />
  );
}
