import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ErrorCode } from '@sunfleet/contract/errors';
import type { TPlantCreateInput } from '@sunfleet/contract/plants';
import { api } from '@/lib/api';

/** Codes the wizard shows on its own fields instead of a toast. */
export const plantFormCodes = [
  ErrorCode.gatewayKeyWrong,
  ErrorCode.gatewayUsed,
  ErrorCode.gatewayMissing,
  ErrorCode.badCoordinates,
] as const;

/** `POST /api/v1/plant`: the whole wizard; answers the new plant's id. */
export const createPlant = (body: TPlantCreateInput) =>
  api.request('/api/v1/plant', {
    method: 'POST',
    body,
    tolerate: plantFormCodes,
    schema: z.object({ id: z.string() }),
  });

export function useCreatePlant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['plants'] }),
  });
}
