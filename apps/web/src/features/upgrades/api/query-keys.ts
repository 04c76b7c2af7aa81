import type { TUpgradeTarget } from './target.ts';

export const upgradeKeys = {
  all: ['upgrades'] as const,
  offered: (sn: string) => ['upgrades', 'offered', sn] as const,
  progress: (target: TUpgradeTarget) => ['upgrades', 'progress', target.kind, target.key] as const,
};
