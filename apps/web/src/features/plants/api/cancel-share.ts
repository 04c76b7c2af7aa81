import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { refreshShares } from './get-share-users.ts';

/** `POST /api/v1/plant/{id}/cancelShare`: ends one user's share. */
export const cancelShare = (plantId: string, userId: string) =>
  api.post('/api/v1/plant/{id}/cancelShare', {
    path: { id: plantId },
    body: { userId },
  });

export function useCancelShare(plantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => cancelShare(plantId, userId),
    onSuccess: () => refreshShares(queryClient, plantId),
  });
}
