import { PlusCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '@/components/empty-page';

/** The plantAdd page; the issue that brings its api fills it. */
export function PlantAddPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage title={t('route.plantAdd')} description={t('empty.plantAdd')} icon={<PlusCircleOutlined />} />
  );
}
