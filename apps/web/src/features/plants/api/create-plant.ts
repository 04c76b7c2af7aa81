import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ErrorCode } from '@sunfleet/contract/errors';
import type { TPlantCreateInput } from '@sunfleet/contract/plants';
import { api } from '@/lib/api';
import { plantKeys } from './query-keys.ts';

/** Codes the wizard shows on its own fields instead of a toast. */
export const plantFormCodes = [
  ErrorCode.gatewayKeyWrong,
  ErrorCode.gatewayUsed,
  ErrorCode.gatewayMissing,
  ErrorCode.badCoordinates,
] as const;

/** `POST /api/v1/plant`: the whole wizard; answers the new plant. */
export const createPlant = (body: TPlantCreateInput) =>
  api.post('/api/v1/plant', { body, tolerate: plantFormCodes });

export function useCreatePlant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plantKeys.all }),
  });
}
