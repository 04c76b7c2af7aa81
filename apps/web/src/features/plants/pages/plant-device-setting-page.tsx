import { ControlOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '@/components/empty-page';

/** The plantDeviceSetting page; the issue that brings its api fills it. */
export function PlantDeviceSettingPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('route.plantDeviceSetting')}
      description={t('empty.plantDeviceSetting')}
      icon={<ControlOutlined />}
    />
  );
}
