import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { customerKeys } from './query-keys.ts';

/** `DELETE /api/v1/customers/delete/{id}`: the customer leaves the company (the account stays). */
export const deleteCustomer = (id: string) => api.delete('/api/v1/customers/delete/{id}', { path: { id } });

export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
