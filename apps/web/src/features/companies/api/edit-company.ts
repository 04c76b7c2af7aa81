import { useMutation } from '@tanstack/react-query';
import type { TCompanyEditInput } from '@sunfleet/contract/companies';
import { ErrorCode } from '@sunfleet/contract/errors';
import { api } from '@/lib/api';
import { useCompanyChanged } from './use-company-changed.ts';

/** `POST /api/v1/company/{id}/edit`. */
export function useEditCompany(id: string) {
  const changed = useCompanyChanged();
  return useMutation({
    mutationFn: (body: TCompanyEditInput) =>
      api.post('/api/v1/company/{id}/edit', {
        path: { id },
        body,
        tolerate: [ErrorCode.duplicateCompanyName],
      }),
    onSuccess: changed,
  });
}
