import { DashboardOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '@/components/empty-page';

/** The plantOverview page; the issue that brings its api fills it. */
export function PlantOverviewPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('route.plantOverview')}
      description={t('empty.plantOverview')}
      icon={<DashboardOutlined />}
    />
  );
}
