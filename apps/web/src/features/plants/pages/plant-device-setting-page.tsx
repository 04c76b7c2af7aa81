import { ControlOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PlannedPage } from '@/components/planned-page';

/** The plantDeviceSetting page, planned: it says what it will hold until its api exists. */
export function PlantDeviceSettingPage() {
  const { t } = useTranslation();
  return (
    <PlannedPage
      title={t('route.plantDeviceSetting')}
      description={t('empty.plantDeviceSetting')}
      icon={<ControlOutlined />}
    />
  );
}
