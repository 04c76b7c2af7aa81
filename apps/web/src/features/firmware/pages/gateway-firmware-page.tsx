import { CloudUploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '@/components/empty-page';

/** The gatewayFirmware page; the issue that brings its api fills it. */
export function GatewayFirmwarePage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('route.gatewayFirmware')}
      description={t('empty.gatewayFirmware')}
      icon={<CloudUploadOutlined />}
    />
  );
}
