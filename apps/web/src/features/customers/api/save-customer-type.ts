import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCustomerTypeBodyInput } from '@sunfleet/contract/customers';
import { api } from '@/lib/api';
import { customerKeys } from './query-keys.ts';

/** `POST /api/v1/customerType` (new) or `/customerType/{id}` (edit or move). */
export const saveCustomerType = (id: string | null, body: TCustomerTypeBodyInput) => {
  const full = { parentId: null, remark: '', ...body };
  return id
    ? api.post('/api/v1/customerType/{id}', { path: { id }, body: full })
    : api.post('/api/v1/customerType', { body: full });
};

export function useSaveCustomerType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: TCustomerTypeBodyInput }) =>
      saveCustomerType(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.types }),
  });
}
