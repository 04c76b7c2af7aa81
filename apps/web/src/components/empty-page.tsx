import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state.tsx';
import { PageFrame } from './page-frame.tsx';

/** A signed-in page whose data does not exist yet: its title and an honest empty state. */
export function EmptyPage({
  title,
  description,
  icon,
  action,
}: {
  title: string;
  description: string;
  icon: ReactNode;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <PageFrame title={title}>
      <EmptyState icon={icon} title={t('empty.notYet')} description={description} action={action} />
    </PageFrame>
  );
}
