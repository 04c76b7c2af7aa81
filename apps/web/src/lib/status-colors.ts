import type { TDeviceStatus } from '@sunfleet/contract/enums';

/** One colour per plant/device status, the same in cards, tags, markers and charts. */
export const statusColors: Record<TDeviceStatus, string> = {
  normal: '#22c55e',
  offline: '#94a3b8',
  warning: '#f59e0b',
  fault: '#ef4444',
  updating: '#3b82f6',
};

/** The antd Tag colour preset of a status. */
export const statusTagColors: Record<TDeviceStatus, string> = {
  normal: 'success',
  offline: 'default',
  warning: 'warning',
  fault: 'error',
  updating: 'processing',
};
