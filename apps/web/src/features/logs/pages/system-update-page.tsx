import { HistoryOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '@/components/empty-page';

/** The systemUpdate page; the issue that brings its api fills it. */
export function SystemUpdatePage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('route.systemUpdate')}
      description={t('empty.systemUpdate')}
      icon={<HistoryOutlined />}
    />
  );
}
