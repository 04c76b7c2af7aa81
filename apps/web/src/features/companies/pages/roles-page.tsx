import { SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '@/components/empty-page';

/** The roles page; the issue that brings its api fills it. */
export function RolesPage() {
  const { t } = useTranslation();
  return <EmptyPage title={t('route.roles')} description={t('empty.roles')} icon={<SafetyOutlined />} />;
}
