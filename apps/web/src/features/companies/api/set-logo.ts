import { useMutation } from '@tanstack/react-query';
import type { TCompanyLogoBody } from '@sunfleet/contract/companies';
import { api } from '@/lib/api';
import { useCompanyChanged } from './use-company-changed.ts';

/** `POST /api/v1/company/{id}/logo`. */
export function useSetLogo(id: string) {
  const changed = useCompanyChanged();
  return useMutation({
    mutationFn: (body: TCompanyLogoBody) => api.post('/api/v1/company/{id}/logo', { path: { id }, body }),
    onSuccess: changed,
  });
}
