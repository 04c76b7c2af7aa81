import { useState } from 'react';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TDrMasterDevice } from '@sunfleet/contract/demand-response';
import { useCurrentUser } from '@/features/users/api/get-current-user';
import { EnrollmentDialog } from '../components/enrollment-dialog.tsx';
import { EnrollmentsCard } from '../components/enrollments-card.tsx';
import { PlantsCard } from '../components/plants-card.tsx';
import { ProgramsCard } from '../components/programs-card.tsx';

/**
 * /{demandResponse}/enrollmentPlan: the user's plants with their master battery and time zone,
 * the four programmes with their terms, the enrolment form, and the enrolments with their state,
 * actions and history (issue 23; ADR 0048).
 */
export function EnrollmentPlanPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const [enrolling, setEnrolling] = useState<{
    plant: { id: string; name: string };
    master: TDrMasterDevice;
  } | null>(null);
  return (
    <Flex vertical gap={16} data-testid="dr-enrollment-plan">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('demandResponse.intro')}
      </Typography.Paragraph>
      <PlantsCard userId={me.data?.id} onEnrol={(plant, master) => setEnrolling({ plant, master })} />
      <ProgramsCard />
      <EnrollmentsCard />
      {enrolling && (
        <EnrollmentDialog
          plant={enrolling.plant}
          master={enrolling.master}
          onClose={() => setEnrolling(null)}
        />
      )}
    </Flex>
  );
}
