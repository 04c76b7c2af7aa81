import { TagsOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PlannedPage } from '@/components/planned-page';

/** The customerTypes page, planned: it says what it will hold until its api exists. */
export function CustomerTypesPage() {
  const { t } = useTranslation();
  return (
    <PlannedPage
      title={t('route.customerTypes')}
      description={t('empty.customerTypes')}
      icon={<TagsOutlined />}
    />
  );
}
