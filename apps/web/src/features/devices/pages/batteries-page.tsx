import { BuildOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PlannedPage } from '@/components/planned-page';

/** The batteries page, planned: it says what it will hold until its api exists. */
export function BatteriesPage() {
  const { t } = useTranslation();
  return (
    <PlannedPage
      title={t('route.batteries')}
      description={t('empty.batteries')}
      icon={<BuildOutlined />}
      seenToday="plantDevices"
    />
  );
}
