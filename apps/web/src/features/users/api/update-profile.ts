import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProfileBody } from '@sunfleet/contract/users';
import { api } from '@/lib/api';
import { currentUserQuery } from './get-current-user.ts';

/** `POST /api/v1/user/{id}`: nickname and language. */
export const updateProfile = (userId: string, body: TProfileBody) =>
  api.post('/api/v1/user/{id}', { path: { id: userId }, body });

export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TProfileBody) => updateProfile(userId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey }),
  });
}
