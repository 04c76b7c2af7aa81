import { FileSearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '@/components/empty-page';

/** The maintenanceLog page; the issue that brings its api fills it. */
export function MaintenanceLogPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('route.maintenanceLog')}
      description={t('empty.maintenanceLog')}
      icon={<FileSearchOutlined />}
    />
  );
}
