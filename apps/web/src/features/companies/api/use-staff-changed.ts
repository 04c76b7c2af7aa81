import { useQueryClient } from '@tanstack/react-query';
import { companyKeys } from './query-keys.ts';

export function useStaffChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: companyKeys.staff() }),
      queryClient.invalidateQueries({ queryKey: companyKeys.roles() }),
    ]);
}
