import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { upgradeKeys } from './query-keys.ts';
import type { TUpgradeTarget } from './target.ts';

/** `POST /api/v1/inverter/{sn}/cutUpgrade` or `/gateway/{id}/cutUpgrade`. */
export const cancelUpgrade = (target: TUpgradeTarget) =>
  target.kind === 'inverter'
    ? api.post('/api/v1/inverter/{sn}/cutUpgrade', { path: { sn: target.key } })
    : api.post('/api/v1/gateway/{id}/cutUpgrade', { path: { id: target.key } });

export function useCancelUpgrade(target: TUpgradeTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelUpgrade(target),
    onSuccess: (upgrade) => queryClient.setQueryData(upgradeKeys.progress(target), upgrade),
  });
}
