import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCustomerCreateInput, TCustomerUpdateInput } from '@sunfleet/contract/customers';
import { api } from '@/lib/api';
import { customerKeys } from './query-keys.ts';

/** `POST /api/v1/customer`: links an existing customer account or invites a new one. */
export const addCustomer = (body: TCustomerCreateInput) =>
  api.post('/api/v1/customer', { body: { typeId: null, remark: '', ...body } });

/** `POST /api/v1/customer/{customerId}`: name, type and remark. */
export const updateCustomer = (customerId: string, body: TCustomerUpdateInput) =>
  api.post('/api/v1/customer/{customerId}', {
    path: { customerId },
    body: { typeId: null, remark: '', ...body },
  });

export function useSaveCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: TCustomerCreateInput }) =>
      id ? updateCustomer(id, body) : addCustomer(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
