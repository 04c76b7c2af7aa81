import { ControlOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PlannedPage } from '@/components/planned-page';

/** The deviceSetting page, planned: it says what it will hold until its api exists. */
export function DeviceSettingPage() {
  const { t } = useTranslation();
  return (
    <PlannedPage
      title={t('route.deviceSetting')}
      description={t('empty.deviceSetting')}
      icon={<ControlOutlined />}
    />
  );
}
