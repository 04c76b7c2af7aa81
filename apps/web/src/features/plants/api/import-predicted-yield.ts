import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ErrorCode } from '@sunfleet/contract/errors';
import { api } from '@/lib/api';
import { plantKeys } from './query-keys.ts';

export type TYieldImport = { plantId: string; source: 'pvsyst' | 'forecast'; file: File };

/**
 * `POST /api/v1/predicted/import`: one .xlsx or .xls of expected monthly yield for a plant. A
 * refused file is code 4 with the reason in its field message, which the dialog shows itself.
 */
export function importPredictedYield({ plantId, source, file }: TYieldImport) {
  const form = new FormData();
  form.append('plantId', plantId);
  form.append('source', source);
  form.append('file', file);
  return api.post('/api/v1/predicted/import', { body: form, tolerate: [ErrorCode.validation] });
}

export function useImportPredictedYield() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importPredictedYield,
    // Expected yield shows beside actual yield in the generation charts.
    onSuccess: (_result, { plantId }) =>
      queryClient.invalidateQueries({ queryKey: plantKeys.generation(plantId) }),
  });
}
