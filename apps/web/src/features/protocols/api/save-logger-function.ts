import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ErrorCode } from '@sunfleet/contract/errors';
import type { TLoggerFunctionForm } from '@sunfleet/contract/protocol-config';
import { api } from '@/lib/api';
import { loggerFunctionsQuery } from './get-logger-functions.ts';

/** `POST /api/v1/logger/function`: creates (no `id`) or updates; a code in use is 5000. */
export const saveLoggerFunction = (input: TLoggerFunctionForm) =>
  api.post('/api/v1/logger/function', {
    body: input,
    tolerate: [ErrorCode.codeExists],
  });

export function useSaveLoggerFunction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLoggerFunction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loggerFunctionsQuery.queryKey }),
  });
}
