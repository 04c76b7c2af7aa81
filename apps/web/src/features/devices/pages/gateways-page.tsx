import { ClusterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '@/components/empty-page';

/** The gateways page; the issue that brings its api fills it. */
export function GatewaysPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage title={t('route.gateways')} description={t('empty.gateways')} icon={<ClusterOutlined />} />
  );
}
