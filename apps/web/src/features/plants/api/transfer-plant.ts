import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { transferRefusalCodes } from '../model/transfer-refusal.ts';
import { plantKeys } from './query-keys.ts';

export type TTransfer = { account: string; password: string };

/** `POST /api/v1/plant/{id}/transfer?account=` with the caller's password; its refusals show in the dialog. */
export const transferPlant = (plantId: string, { account, password }: TTransfer) =>
  api.post('/api/v1/plant/{id}/transfer', {
    path: { id: plantId },
    query: { account },
    body: { password },
    tolerate: transferRefusalCodes,
  });

export function useTransferPlant(plantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transfer: TTransfer) => transferPlant(plantId, transfer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plantKeys.all }),
  });
}
