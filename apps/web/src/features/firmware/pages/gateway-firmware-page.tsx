import { CloudUploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PlannedPage } from '@/components/planned-page';

/** The gatewayFirmware page, planned: it says what it will hold until its api exists. */
export function GatewayFirmwarePage() {
  const { t } = useTranslation();
  return (
    <PlannedPage
      title={t('route.gatewayFirmware')}
      description={t('empty.gatewayFirmware')}
      icon={<CloudUploadOutlined />}
    />
  );
}
