import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ErrorCode } from '@sunfleet/contract/errors';
import { api } from '@/lib/api';
import { gatewayKeys } from './query-keys.ts';

/** Which sheet call: check an import, import it, or register gateways (platform). */
export type TSheetAction = 'check' | 'import' | 'register';

const paths = {
  check: '/api/v1/gateway/import/check',
  import: '/api/v1/gateway/import/batch',
  register: '/api/v1/gateway/batch',
} as const;

/**
 * `POST /api/v1/gateway/import/check | /import/batch | /gateway/batch`: one .xlsx or .xls, every
 * row with its own result. A refused file is code 4, shown by the dialog.
 */
export function sendGatewaySheet({
  action,
  file,
  customerId,
}: {
  action: TSheetAction;
  file: File;
  customerId?: string;
}) {
  const form = new FormData();
  if (customerId) form.append('customerId', customerId);
  form.append('file', file);
  return api.post(paths[action], { body: form, tolerate: [ErrorCode.validation] });
}

export function useGatewaySheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendGatewaySheet,
    onSuccess: (_result, { action }) =>
      action === 'check' ? undefined : queryClient.invalidateQueries({ queryKey: gatewayKeys.all }),
  });
}
