import { BankOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '@/components/empty-page';

/** The companyInfo page; the issue that brings its api fills it. */
export function CompanyInfoPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage title={t('route.companyInfo')} description={t('empty.companyInfo')} icon={<BankOutlined />} />
  );
}
