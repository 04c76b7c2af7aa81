import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ErrorCode } from '@sunfleet/contract/errors';
import type { TPlantUpdateInput } from '@sunfleet/contract/plants';
import { api } from '@/lib/api';
import { plantKeys } from './query-keys.ts';

/** `POST /api/v1/plant/{id}`: every field of creation but the gateway. */
export const updatePlant = (plantId: string, body: TPlantUpdateInput) =>
  api.post('/api/v1/plant/{id}', {
    path: { id: plantId },
    body,
    tolerate: [ErrorCode.badCoordinates],
  });

export function useUpdatePlant(plantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPlantUpdateInput) => updatePlant(plantId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: plantKeys.detail(plantId) }),
        queryClient.invalidateQueries({ queryKey: plantKeys.all }),
      ]),
  });
}
