import { LineChartOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '@/components/empty-page';

/** The workdata page; the issue that brings its api fills it. */
export function WorkdataPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage title={t('route.workdata')} description={t('empty.workdata')} icon={<LineChartOutlined />} />
  );
}
