import { FundProjectionScreenOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PlannedPage } from '@/components/planned-page';

/** The enrollmentPlan page, planned: it says what it will hold until its api exists. */
export function EnrollmentPlanPage() {
  const { t } = useTranslation();
  return (
    <PlannedPage
      title={t('route.enrollmentPlan')}
      description={t('empty.enrollmentPlan')}
      icon={<FundProjectionScreenOutlined />}
    />
  );
}
