import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { firmwareKeys } from './query-keys.ts';

export type TInverterTypeChange =
  | { action: 'add'; name: string; parentId: string | null }
  | { action: 'rename'; id: string; name: string }
  | { action: 'move'; id: string; parentId: string };

/**
 * `POST /api/v1/firmware/inverterType/add`, `/{id}/edit` and `/{id}/move`: the tree's changes,
 * whose refusals (same name, select a primary title) the dialog shows itself.
 */
export function saveInverterType(change: TInverterTypeChange) {
  switch (change.action) {
    case 'add':
      return api.post('/api/v1/firmware/inverterType/add', {
        body: { name: change.name, parentId: change.parentId },
      });
    case 'rename':
      return api.post('/api/v1/firmware/inverterType/{id}/edit', {
        path: { id: change.id },
        body: { name: change.name },
      });
    case 'move':
      return api.post('/api/v1/firmware/inverterType/{id}/move', {
        path: { id: change.id },
        body: { parentId: change.parentId },
      });
  }
}

export function useSaveInverterType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInverterType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: firmwareKeys.all }),
  });
}
