import { ThunderboltOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '@/components/empty-page';

/** The inverters page; the issue that brings its api fills it. */
export function InvertersPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('route.inverters')}
      description={t('empty.inverters')}
      icon={<ThunderboltOutlined />}
    />
  );
}
