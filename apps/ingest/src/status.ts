import type { TDeviceStatus } from '@sunfleet/contract/enums';
import type { TEventLevel } from '@sunfleet/db/telemetry-schema';

/** A device's status from what is known of it (spec section 4); an upgrade outranks alarms. */
export function deviceStatusOf(device: {
  isUpdating: boolean;
  isOffline: boolean;
  openEventLevels: readonly TEventLevel[];
}): TDeviceStatus {
  if (device.isOffline) return 'offline';
  if (device.isUpdating) return 'updating';
  if (device.openEventLevels.includes('fault')) return 'fault';
  if (device.openEventLevels.includes('warning')) return 'warning';
  return 'normal';
}

/** Worst first; offline is not in the ranking because it counts only when every device is offline. */
const severity: Record<Exclude<TDeviceStatus, 'offline'>, number> = {
  fault: 3,
  warning: 2,
  updating: 1,
  normal: 0,
};

/** A plant's status: the worst of its devices that are online; offline when none is. */
export function plantStatusOf(deviceStatuses: readonly TDeviceStatus[]): TDeviceStatus {
  let worst: TDeviceStatus = 'offline';
  for (const status of deviceStatuses) {
    if (status === 'offline') continue;
    if (worst === 'offline' || severity[status] > severity[worst]) worst = status;
  }
  return worst;
}
