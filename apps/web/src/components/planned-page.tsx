import type { ReactNode } from 'react';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from './empty-state.tsx';
import { PageFrame } from './page-frame.tsx';

/** Where a planned page's data can already be seen: each plant's overview, reached from the plant list. */
export type TSeenToday = 'plantDevices' | 'plantEvents';

/**
 * A signed-in page whose domain is not built yet. It says what the page will hold and, when the data
 * exists elsewhere, where to see it today — never "No gateways yet" while gateways report.
 */
export function PlannedPage({
  title,
  description,
  icon,
  seenToday,
}: {
  title: string;
  /** What the page will hold once built. */
  description: string;
  icon: ReactNode;
  seenToday?: TSeenToday;
}) {
  const { t } = useTranslation();
  return (
    <PageFrame title={title}>
      <EmptyState
        icon={icon}
        title={t('empty.planned')}
        description={description}
        action={seenToday && <SeenToday seenToday={seenToday} />}
      />
    </PageFrame>
  );
}

function SeenToday({ seenToday }: { seenToday: TSeenToday }) {
  const { t } = useTranslation();
  return (
    <Flex vertical align="center" gap={8} data-testid="planned-seen-today">
      <Typography.Text>
        {t(seenToday === 'plantDevices' ? 'empty.todayDevices' : 'empty.todayEvents')}
      </Typography.Text>
      <Link to="/plants" data-testid="planned-open-plants">
        <Button type="primary">{t('empty.openPlants')}</Button>
      </Link>
    </Flex>
  );
}
