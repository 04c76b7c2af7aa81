import { BuildOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '@/components/empty-page';

/** The batteries page; the issue that brings its api fills it. */
export function BatteriesPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage title={t('route.batteries')} description={t('empty.batteries')} icon={<BuildOutlined />} />
  );
}
