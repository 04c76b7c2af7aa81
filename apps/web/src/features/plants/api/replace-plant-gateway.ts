import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TGatewayCredentials } from '@sunfleet/contract/plants';
import { api } from '@/lib/api';
import { plantFormCodes } from './create-plant.ts';
import { plantKeys } from './query-keys.ts';

/** `POST /api/v1/plant/{id}/gateway`: binds the new gateway, then unbinds the old one. */
export const replacePlantGateway = (plantId: string, body: TGatewayCredentials) =>
  api.post('/api/v1/plant/{id}/gateway', {
    path: { id: plantId },
    body,
    tolerate: plantFormCodes,
  });

export function useReplacePlantGateway(plantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TGatewayCredentials) => replacePlantGateway(plantId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plantKeys.detail(plantId) }),
  });
}
