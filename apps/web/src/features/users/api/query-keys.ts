import type { TLang } from '@sunfleet/contract/lang';

/**
 * Every query key of the users feature, from one factory. `current()` is the signed-in user every
 * shell reads (the companies feature invalidates it after a change of the company's look).
 */
export const userKeys = {
  current: () => ['current-user'] as const,
  permissions: (lang: TLang) => ['permissions', lang] as const,
  alarmSettings: () => ['user', 'notify'] as const,
  alarmPlants: () => [...userKeys.alarmSettings(), 'plants'] as const,
};
