import type { TDeviceStatus } from '@sunfleet/contract/enums';

/** How urgent a status is; a map cluster shows the colour of its most urgent plant. */
export const statusRank: Record<TDeviceStatus, number> = {
  normal: 0,
  updating: 1,
  offline: 2,
  warning: 3,
  fault: 4,
};
