import { ControlOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '@/components/empty-page';

/** The deviceSetting page; the issue that brings its api fills it. */
export function DeviceSettingPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('route.deviceSetting')}
      description={t('empty.deviceSetting')}
      icon={<ControlOutlined />}
    />
  );
}
