import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PlannedPage } from '@/components/planned-page';

/** The allGateways page, planned: it says what it will hold until its api exists. */
export function AllGatewaysPage() {
  const { t } = useTranslation();
  return (
    <PlannedPage
      title={t('route.allGateways')}
      description={t('empty.allGateways')}
      icon={<GlobalOutlined />}
      seenToday="plantDevices"
    />
  );
}
