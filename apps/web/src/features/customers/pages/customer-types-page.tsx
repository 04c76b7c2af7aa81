import { TagsOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '@/components/empty-page';

/** The customerTypes page; the issue that brings its api fills it. */
export function CustomerTypesPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('route.customerTypes')}
      description={t('empty.customerTypes')}
      icon={<TagsOutlined />}
    />
  );
}
