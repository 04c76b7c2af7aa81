import { SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PlannedPage } from '@/components/planned-page';

/** The roles page, planned: it says what it will hold until its api exists. */
export function RolesPage() {
  const { t } = useTranslation();
  return <PlannedPage title={t('route.roles')} description={t('empty.roles')} icon={<SafetyOutlined />} />;
}
