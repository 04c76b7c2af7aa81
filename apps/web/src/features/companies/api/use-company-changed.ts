import { useQueryClient } from '@tanstack/react-query';
import { currentUserQuery } from '@/features/users/api/get-current-user';
import { companyInfoQuery } from './get-company-info.ts';

/** Invalidates what shows the company: its page and every shell's user (logo, colour). */
export function useCompanyChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: companyInfoQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey }),
    ]);
}
