import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ErrorCode } from '@sunfleet/contract/errors';
import type { TFirmwareKind } from '@sunfleet/contract/firmware';
import { api } from '@/lib/api';
import { firmwareKeys } from './query-keys.ts';

export type TFirmwareSave = {
  kind: TFirmwareKind;
  /** Set when editing. */
  id?: string;
  fields: Record<string, string>;
  file?: File;
};

/**
 * Uploads or edits an image as a multipart form: `POST /api/v1/firmware/save` (inverter; `id`
 * field when editing), `/firmware/gateway/add` and `/firmware/gateway/{id}`. Field refusals
 * (code 4) and the duplicate codes stay with the dialog, which shows them beside the field.
 */
export function saveFirmware({ kind, id, fields, file }: TFirmwareSave) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (kind === 'inverter' && id) form.append('id', id);
  if (file) form.append('file', file);
  const tolerate = [
    ErrorCode.validation,
    ErrorCode.firmwareNameDuplicate,
    ErrorCode.firmwareVersionDuplicate,
  ];
  if (kind === 'inverter') return api.post('/api/v1/firmware/save', { body: form, tolerate });
  return id
    ? api.post('/api/v1/firmware/gateway/{id}', { path: { id }, body: form, tolerate })
    : api.post('/api/v1/firmware/gateway/add', { body: form, tolerate });
}

export function useSaveFirmware() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFirmware,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: firmwareKeys.all }),
  });
}
