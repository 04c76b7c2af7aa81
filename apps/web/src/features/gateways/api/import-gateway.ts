import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ErrorCode } from '@sunfleet/contract/errors';
import type { TGatewayCredentials } from '@sunfleet/contract/plants';
import { api } from '@/lib/api';
import { gatewayKeys } from './query-keys.ts';

/** Codes the import form shows on its fields. */
export const gatewayFormCodes = [
  ErrorCode.validation,
  ErrorCode.gatewayKeyWrong,
  ErrorCode.gatewayUsed,
  ErrorCode.gatewayMissing,
] as const;

export type TGatewayImport = TGatewayCredentials & { customerId?: string };

/** `POST /api/v1/gateway/import/one`: imports it into the company, for a customer optionally. */
export const importGateway = ({ customerId, ...body }: TGatewayImport) =>
  api.post('/api/v1/gateway/import/one', { query: { customerId }, body, tolerate: gatewayFormCodes });

export function useImportGateway() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importGateway,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gatewayKeys.all }),
  });
}
