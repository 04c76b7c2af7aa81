import { CloudUploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '@/components/empty-page';

/** The inverterFirmware page; the issue that brings its api fills it. */
export function InverterFirmwarePage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('route.inverterFirmware')}
      description={t('empty.inverterFirmware')}
      icon={<CloudUploadOutlined />}
    />
  );
}
