import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useCompanyChanged } from './use-company-changed.ts';

/** `POST /api/v1/company/{id}/themeColor`. */
export function useSetThemeColor(id: string) {
  const changed = useCompanyChanged();
  return useMutation({
    mutationFn: (themeColor: string) =>
      api.post('/api/v1/company/{id}/themeColor', { path: { id }, body: { themeColor } }),
    onSuccess: changed,
  });
}
