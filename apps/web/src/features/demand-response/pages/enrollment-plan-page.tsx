import { FundProjectionScreenOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '@/components/empty-page';

/** The enrollmentPlan page; the issue that brings its api fills it. */
export function EnrollmentPlanPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('route.enrollmentPlan')}
      description={t('empty.enrollmentPlan')}
      icon={<FundProjectionScreenOutlined />}
    />
  );
}
