import { IdcardOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '@/components/empty-page';

/** The staff page; the issue that brings its api fills it. */
export function StaffPage() {
  const { t } = useTranslation();
  return <EmptyPage title={t('route.staff')} description={t('empty.staff')} icon={<IdcardOutlined />} />;
}
