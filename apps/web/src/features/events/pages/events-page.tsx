import { AlertOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '@/components/empty-page';

/** The events page; the issue that brings its api fills it. */
export function EventsPage() {
  const { t } = useTranslation();
  return <EmptyPage title={t('route.events')} description={t('empty.events')} icon={<AlertOutlined />} />;
}
