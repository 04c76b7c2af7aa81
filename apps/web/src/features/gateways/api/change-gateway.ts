import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TGatewayCreateInput } from '@sunfleet/contract/gateways';
import type { TGatewayCredentials } from '@sunfleet/contract/plants';
import { api } from '@/lib/api';
import { gatewayFormCodes } from './import-gateway.ts';

/** `POST /api/v1/gateway/{id}/unbind`: the gateway leaves its plant. */
export const unbindGateway = (id: string) => api.post('/api/v1/gateway/{id}/unbind', { path: { id } });

/** `GET /api/v1/gateway/{id}/delete`: a company's goes back to the platform; the platform's is gone. */
export const deleteGateway = (id: string) => api.get('/api/v1/gateway/{id}/delete', { path: { id } });

/** `POST /api/v1/plant/{id}/gateway`: the plant's replacement — bind the new gateway, then unbind the old. */
export const replaceGateway = ({ plantId, ...body }: TGatewayCredentials & { plantId: string }) =>
  api.post('/api/v1/plant/{id}/gateway', { path: { id: plantId }, body, tolerate: gatewayFormCodes });

/** `POST /api/v1/gateway/create`: the platform registers a gateway before it ships. */
export const createGateway = (body: TGatewayCreateInput) =>
  api.post('/api/v1/gateway/create', { body, tolerate: gatewayFormCodes });

/** A mutation that refreshes every gateway list and detail when it succeeds. */
export function useGatewayChange<TInput, TResult>(change: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['gateways'] }),
  });
}
