import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCompanyRoleBody } from '@sunfleet/contract/companies';
import { ErrorCode } from '@sunfleet/contract/errors';
import type { TLang } from '@sunfleet/contract/lang';
import { api } from '@/lib/api';

/** `GET /api/v1/company/roles`. */
export const rolesQuery = queryOptions({
  queryKey: ['company-roles'],
  queryFn: () => api.get('/api/v1/company/roles'),
});
export const useRoles = () => useQuery(rolesQuery);

/** `GET /api/v1/permission/company?lan=`: everything a role may be given, as a tree. */
export const useGrantableTree = (lang: TLang) =>
  useQuery({
    queryKey: ['permission-company', lang],
    queryFn: () => api.get('/api/v1/permission/company', { query: { lan: lang } }),
  });

/** `GET /api/v1/company/role/check`: resolves when the name is free; 801 otherwise. */
export const checkRoleName = (name: string, id?: string) =>
  api.get('/api/v1/company/role/check', {
    query: { name, ...(id ? { id } : {}) },
    tolerate: [ErrorCode.roleExists, ErrorCode.validation],
  });

const tolerated = [ErrorCode.roleExists, ErrorCode.roleLimit, ErrorCode.ownRoleLocked];

/** `POST /api/v1/company/role` (new) or `/company/role/{id}`. */
export function useSaveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TCompanyRoleBody }) =>
      id
        ? api.post('/api/v1/company/role/{id}', { path: { id }, body, tolerate: tolerated })
        : api.post('/api/v1/company/role', { body, tolerate: tolerated }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rolesQuery.queryKey }),
  });
}

/** `POST /api/v1/company/role/{id}/delete`. */
export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post('/api/v1/company/role/{id}/delete', { path: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rolesQuery.queryKey }),
  });
}
