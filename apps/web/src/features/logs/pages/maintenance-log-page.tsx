import { FileSearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PlannedPage } from '@/components/planned-page';

/** The maintenanceLog page, planned: it says what it will hold until its api exists. */
export function MaintenanceLogPage() {
  const { t } = useTranslation();
  return (
    <PlannedPage
      title={t('route.maintenanceLog')}
      description={t('empty.maintenanceLog')}
      icon={<FileSearchOutlined />}
    />
  );
}
