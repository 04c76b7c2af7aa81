import type { TUpgradeTarget } from './target.ts';

/** Every query key of the upgrades feature, from one factory. */
export const upgradeKeys = {
  all: ['upgrades'] as const,
  offered: (sn: string) => [...upgradeKeys.all, 'offered', sn] as const,
  progress: (target: TUpgradeTarget) => [...upgradeKeys.all, 'progress', target.kind, target.key] as const,
};
