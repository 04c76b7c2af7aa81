import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminTransferBody, TCompanyEditInput, TCompanyLogoBody } from '@sunfleet/contract/companies';
import { ErrorCode } from '@sunfleet/contract/errors';
import { api } from '@/lib/api';
import { currentUserQuery } from '@/features/users/api/get-current-user';

/** `GET /api/v1/company/info`: the caller's company. */
export const companyInfoQuery = queryOptions({
  queryKey: ['company-info'],
  queryFn: () => api.get('/api/v1/company/info'),
});
export const useCompanyInfo = () => useQuery(companyInfoQuery);

/** `GET /api/v1/company/check`: resolves when the name is free; 203 otherwise (not toasted). */
export const checkCompanyName = (name: string, id?: string) =>
  api.get('/api/v1/company/check', {
    query: { name, ...(id ? { id } : {}) },
    tolerate: [ErrorCode.duplicateCompanyName],
  });

/** Invalidates what shows the company: its page and every shell's user (logo, colour). */
function useCompanyChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: companyInfoQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey }),
    ]);
}

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

/** `POST /api/v1/company/{id}/themeColor`. */
export function useSetThemeColor(id: string) {
  const changed = useCompanyChanged();
  return useMutation({
    mutationFn: (themeColor: string) =>
      api.post('/api/v1/company/{id}/themeColor', { path: { id }, body: { themeColor } }),
    onSuccess: changed,
  });
}

/** `POST /api/v1/company/uploadLogo`, multipart `file`: the stored image's URL. */
export function uploadLogo(file: File) {
  const form = new FormData();
  form.append('file', file);
  return api.post('/api/v1/company/uploadLogo', { body: form });
}

/** `POST /api/v1/company/{id}/logo`. */
export function useSetLogo(id: string) {
  const changed = useCompanyChanged();
  return useMutation({
    mutationFn: (body: TCompanyLogoBody) => api.post('/api/v1/company/{id}/logo', { path: { id }, body }),
    onSuccess: changed,
  });
}

/** `POST /api/v1/company/{id}/transfer`: 108 when the password is wrong (shown in the dialog). */
export function useTransferAdmin(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminTransferBody) =>
      api.post('/api/v1/company/{id}/transfer', {
        path: { id },
        body,
        tolerate: [ErrorCode.oldPasswordWrong],
      }),
    // The caller's permissions changed: everything is read again.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
