import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCompanyUserAddInput, TCompanyUserEditInput } from '@sunfleet/contract/company-users';
import { ErrorCode } from '@sunfleet/contract/errors';
import { api } from '@/lib/api';

/** Form bodies as the page sends them: flags as booleans. */
export type TStaffAdd = Omit<TCompanyUserAddInput, 'readOnly'> & { readOnly?: boolean };
export type TStaffEdit = Omit<TCompanyUserEditInput, 'disabled' | 'readOnly'> & {
  disabled: boolean;
  readOnly: boolean;
};

export type TStaffQuery = { page: number; size: number; keyword?: string };

/** `GET /api/v1/company/user/list`: a page of the company's staff. */
export const useStaff = (query: TStaffQuery) =>
  useQuery({
    queryKey: ['company-staff', query],
    queryFn: () => api.get('/api/v1/company/user/list', { query }),
    placeholderData: keepPreviousData,
  });

/** `GET /api/v1/company/user/check`: resolves when the account is free; 104 or 106 otherwise. */
export const checkStaffAccount = (account: string) =>
  api.get('/api/v1/company/user/check', {
    query: { account },
    tolerate: [ErrorCode.accountExists, ErrorCode.accountInOtherCompany, ErrorCode.validation],
  });

function useStaffChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['company-staff'] }),
      queryClient.invalidateQueries({ queryKey: ['company-roles'] }),
    ]);
}

const tolerated = [ErrorCode.accountExists, ErrorCode.accountInOtherCompany, ErrorCode.ownRoleLocked];

/** `POST /api/v1/company/user/add`. */
export function useAddStaff() {
  const changed = useStaffChanged();
  return useMutation({
    mutationFn: (body: TStaffAdd) => api.post('/api/v1/company/user/add', { body, tolerate: tolerated }),
    onSuccess: changed,
  });
}

/** `POST /api/v1/company/user/edit/{id}`. */
export function useEditStaff() {
  const changed = useStaffChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TStaffEdit }) =>
      api.post('/api/v1/company/user/edit/{id}', { path: { id }, body, tolerate: tolerated }),
    onSuccess: changed,
  });
}

/** `POST /api/v1/company/user/delete/{id}`. */
export function useDeleteStaff() {
  const changed = useStaffChanged();
  return useMutation({
    mutationFn: (id: string) => api.post('/api/v1/company/user/delete/{id}', { path: { id } }),
    onSuccess: changed,
  });
}
