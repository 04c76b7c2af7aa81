import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ErrorCode } from '@sunfleet/contract/errors';
import type { TDeviceKind } from '@sunfleet/contract/protocol-config';
import { api } from '@/lib/api';
import { protocolsQuery } from './get-protocols.ts';

export type TImportRequest = { file: File; kind?: TDeviceKind | undefined; model?: string | undefined };

/**
 * `POST /api/v1/protocol/import/check` (`isCheck`, stores nothing) or `/protocol/import`: the
 * optional fields first, then the file. A malformed file is code 4, which the dialog shows itself.
 */
export function importProtocol({ file, kind, model }: TImportRequest, isCheck: boolean) {
  const form = new FormData();
  if (kind) form.append('kind', kind);
  if (model?.trim()) form.append('model', model.trim());
  form.append('file', file);
  return api.post(isCheck ? '/api/v1/protocol/import/check' : '/api/v1/protocol/import', {
    body: form,
    tolerate: [ErrorCode.validation],
  });
}

export const useCheckProtocolImport = () =>
  useMutation({ mutationFn: (request: TImportRequest) => importProtocol(request, true) });

export function useImportProtocol() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TImportRequest) => importProtocol(request, false),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: protocolsQuery.queryKey }),
  });
}
