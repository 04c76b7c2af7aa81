import { useQuery } from '@tanstack/react-query';
import { isFinalUpgradeState } from '@sunfleet/contract/upgrades';
import { api } from '@/lib/api';
import { upgradeKeys } from './query-keys.ts';
import type { TUpgradeTarget } from './target.ts';

/** How often a running upgrade is read again: its stages change every few seconds. */
const runningRefetchMs = 1_500;

/** `GET /api/v1/inverter/{sn}/upgrade/progress` or `/gateway/{id}/upgrade/progress`: the newest upgrade. */
export const getUpgradeProgress = (target: TUpgradeTarget) =>
  target.kind === 'inverter'
    ? api.get('/api/v1/inverter/{sn}/upgrade/progress', { path: { sn: target.key } })
    : api.get('/api/v1/gateway/{id}/upgrade/progress', { path: { id: target.key } });

/** The newest upgrade, read again while it runs (live on the page that started it). */
export const useUpgradeProgress = (target: TUpgradeTarget) =>
  useQuery({
    queryKey: upgradeKeys.progress(target),
    queryFn: () => getUpgradeProgress(target),
    refetchInterval: (query) =>
      query.state.data && !isFinalUpgradeState(query.state.data.state) ? runningRefetchMs : false,
  });
