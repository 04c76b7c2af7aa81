import { ThunderboltOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '@/components/empty-page';

/** The plants page; the issue that brings its api fills it. */
export function PlantsPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage title={t('route.plants')} description={t('empty.plants')} icon={<ThunderboltOutlined />} />
  );
}
