import { ThunderboltOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PlannedPage } from '@/components/planned-page';

/** The inverters page, planned: it says what it will hold until its api exists. */
export function InvertersPage() {
  const { t } = useTranslation();
  return (
    <PlannedPage
      title={t('route.inverters')}
      description={t('empty.inverters')}
      icon={<ThunderboltOutlined />}
      seenToday="plantDevices"
    />
  );
}
