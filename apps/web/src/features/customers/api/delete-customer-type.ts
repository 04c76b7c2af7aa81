import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { customerKeys } from './query-keys.ts';

/** `POST /api/v1/customerType/{id}/delete`: refused with 208 while it has sub-types. */
export const deleteCustomerType = (id: string) =>
  api.post('/api/v1/customerType/{id}/delete', { path: { id } });

export function useDeleteCustomerType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomerType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.types }),
  });
}
