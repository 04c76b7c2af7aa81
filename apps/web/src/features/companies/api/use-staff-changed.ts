import { useQueryClient } from '@tanstack/react-query';

export function useStaffChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['company-staff'] }),
      queryClient.invalidateQueries({ queryKey: ['company-roles'] }),
    ]);
}
