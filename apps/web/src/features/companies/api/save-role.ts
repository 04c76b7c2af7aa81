import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCompanyRoleBody } from '@sunfleet/contract/companies';
import { ErrorCode } from '@sunfleet/contract/errors';
import { api } from '@/lib/api';
import { rolesQuery } from './get-roles.ts';

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
