import { useMutation } from '@tanstack/react-query';
import type { TCompanyUserAddInput, TCompanyUserEditInput } from '@sunfleet/contract/company-users';
import { ErrorCode } from '@sunfleet/contract/errors';
import { api } from '@/lib/api';
import { useStaffChanged } from './use-staff-changed.ts';

/** Form bodies as the page sends them: flags as booleans. */
export type TStaffAdd = Omit<TCompanyUserAddInput, 'readOnly'> & { readOnly?: boolean };
export type TStaffEdit = Omit<TCompanyUserEditInput, 'disabled' | 'readOnly'> & {
  disabled: boolean;
  readOnly: boolean;
};

/** Refusals the add and edit forms show on their fields. */
export const staffFormCodes = [
  ErrorCode.accountExists,
  ErrorCode.accountInOtherCompany,
  ErrorCode.ownRoleLocked,
];

/** `POST /api/v1/company/user/add`. */
export function useAddStaff() {
  const changed = useStaffChanged();
  return useMutation({
    mutationFn: (body: TStaffAdd) => api.post('/api/v1/company/user/add', { body, tolerate: staffFormCodes }),
    onSuccess: changed,
  });
}
