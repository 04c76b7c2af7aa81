import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { upgradeKeys } from './query-keys.ts';
import type { TUpgradeTarget } from './target.ts';

/** `POST /api/v1/inverter/{sn}/upgrade?firmId=` or `/gateway/{id}/upgrade?firmId=`. */
export const startUpgrade = (target: TUpgradeTarget, firmId: string) =>
  target.kind === 'inverter'
    ? api.post('/api/v1/inverter/{sn}/upgrade', { path: { sn: target.key }, query: { firmId } })
    : api.post('/api/v1/gateway/{id}/upgrade', { path: { id: target.key }, query: { firmId } });

export function useStartUpgrade(target: TUpgradeTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (firmId: string) => startUpgrade(target, firmId),
    onSuccess: (upgrade) => queryClient.setQueryData(upgradeKeys.progress(target), upgrade),
  });
}
