import { TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '@/components/empty-page';

/** The customerList page; the issue that brings its api fills it. */
export function CustomerListPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('route.customerList')}
      description={t('empty.customerList')}
      icon={<TeamOutlined />}
    />
  );
}
