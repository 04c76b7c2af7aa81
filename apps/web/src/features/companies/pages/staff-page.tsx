import { IdcardOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PlannedPage } from '@/components/planned-page';

/** The staff page, planned: it says what it will hold until its api exists. */
export function StaffPage() {
  const { t } = useTranslation();
  return <PlannedPage title={t('route.staff')} description={t('empty.staff')} icon={<IdcardOutlined />} />;
}
