import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ErrorCode } from '@sunfleet/contract/errors';
import type { TShareBody } from '@sunfleet/contract/plants';
import { api } from '@/lib/api';
import { refreshShares } from './get-share-users.ts';

/** Share refusals (701 yourself, 702 company user, 703 company plant) show in the dialog. */
export const shareRefusals = [
  ErrorCode.shareToSelf,
  ErrorCode.shareToCompanyUser,
  ErrorCode.shareCompanyPlant,
  ErrorCode.accountNotRegistered,
] as const;

/** `POST /api/v1/plant/{id}/share`. */
export const sharePlant = (plantId: string, body: TShareBody) =>
  api.post('/api/v1/plant/{id}/share', {
    path: { id: plantId },
    body,
    tolerate: shareRefusals,
  });

export function useSharePlant(plantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TShareBody) => sharePlant(plantId, body),
    onSuccess: () => refreshShares(queryClient, plantId),
  });
}
