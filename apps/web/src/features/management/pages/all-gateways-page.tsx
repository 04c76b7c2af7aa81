import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '@/components/empty-page';

/** The allGateways page; the issue that brings its api fills it. */
export function AllGatewaysPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('route.allGateways')}
      description={t('empty.allGateways')}
      icon={<GlobalOutlined />}
    />
  );
}
