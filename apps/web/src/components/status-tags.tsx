import { Tag } from 'antd';
import {
  deviceStatusNames,
  operatingStateNames,
  type TDeviceStatus,
  type TOperatingState,
} from '@sunfleet/contract/enums';
import { statusTagColors } from '@/lib/status-colors';
import { useLang } from '@/lib/use-lang';

/** A waiting inverter is ordinary (every night); one switched off is something to notice. */
const stateColors: Record<Exclude<TOperatingState, 'running'>, string> = {
  standby: 'default',
  shutDown: 'orange',
};

/**
 * A device's or plant's status tag (the spec's five), then what its inverter is doing when that is
 * not running: a shut-down inverter is "Normal" and "Shut down", never only "Normal".
 */
export function StatusTags({
  status,
  operatingState,
  testId,
}: {
  status: TDeviceStatus;
  operatingState?: TOperatingState | null | undefined;
  testId?: string;
}) {
  const lang = useLang();
  return (
    <>
      <Tag color={statusTagColors[status]} data-testid={testId}>
        {deviceStatusNames[status][lang]}
      </Tag>
      {operatingState && operatingState !== 'running' && (
        <Tag
          color={stateColors[operatingState]}
          data-testid={testId ? `${testId}-operating` : 'operating-state'}
        >
          {operatingStateNames[operatingState][lang]}
        </Tag>
      )}
    </>
  );
}
