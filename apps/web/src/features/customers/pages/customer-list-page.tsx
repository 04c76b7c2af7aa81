import { TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PlannedPage } from '@/components/planned-page';

/** The customerList page, planned: it says what it will hold until its api exists. */
export function CustomerListPage() {
  const { t } = useTranslation();
  return (
    <PlannedPage
      title={t('route.customerList')}
      description={t('empty.customerList')}
      icon={<TeamOutlined />}
    />
  );
}
