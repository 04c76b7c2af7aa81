import { BankOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PlannedPage } from '@/components/planned-page';

/** The companyInfo page, planned: it says what it will hold until its api exists. */
export function CompanyInfoPage() {
  const { t } = useTranslation();
  return (
    <PlannedPage
      title={t('route.companyInfo')}
      description={t('empty.companyInfo')}
      icon={<BankOutlined />}
    />
  );
}
