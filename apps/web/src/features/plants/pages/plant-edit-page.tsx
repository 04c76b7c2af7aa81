import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '@/components/empty-page';

/** The plantEdit page; the issue that brings its api fills it. */
export function PlantEditPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage title={t('route.plantEdit')} description={t('empty.plantEdit')} icon={<EditOutlined />} />
  );
}
