import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRollupRebuildBody } from '@sunfleet/contract/plants';
import { api } from '@/lib/api';
import { plantKeys } from './query-keys.ts';

/** `POST /api/v1/plant/{id}/rollups/rebuild`: the plant's days rebuilt from raw frames (platform). */
export const rebuildRollups = (plantId: string, body: TRollupRebuildBody) =>
  api.post('/api/v1/plant/{id}/rollups/rebuild', { path: { id: plantId }, body });

/** Rebuilds, then drops every cached figure of the plant: its charts and totals changed. */
export function useRebuildRollups(plantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRollupRebuildBody) => rebuildRollups(plantId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plantKeys.detail(plantId) }),
  });
}
