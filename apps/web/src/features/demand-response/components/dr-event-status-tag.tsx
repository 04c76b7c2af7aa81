import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TDrEventStatus } from '@sunfleet/contract/demand-response-events';

const colors: Record<TDrEventStatus, string> = {
  pending: 'default',
  active: 'processing',
  completed: 'success',
  cancelled: 'warning',
};

/** An event's status as a tag (test id dr-event-status, data-status holds it). */
export function DrEventStatusTag({ status }: { status: TDrEventStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={colors[status]} data-testid="dr-event-status" data-status={status}>
      {t(`drEvents.statuses.${status}`)}
    </Tag>
  );
}
