import { CloudUploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PlannedPage } from '@/components/planned-page';

/** The inverterFirmware page, planned: it says what it will hold until its api exists. */
export function InverterFirmwarePage() {
  const { t } = useTranslation();
  return (
    <PlannedPage
      title={t('route.inverterFirmware')}
      description={t('empty.inverterFirmware')}
      icon={<CloudUploadOutlined />}
    />
  );
}
