import { ClusterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PlannedPage } from '@/components/planned-page';

/** The gateways page, planned: it says what it will hold until its api exists. */
export function GatewaysPage() {
  const { t } = useTranslation();
  return (
    <PlannedPage
      title={t('route.gateways')}
      description={t('empty.gateways')}
      icon={<ClusterOutlined />}
      seenToday="plantDevices"
    />
  );
}
