import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { currentUserQuery } from './get-current-user.ts';

/** `POST /api/v1/user/{id}/avatar`, multipart field `file`; the api checks the content too. */
export function uploadAvatar(userId: string, file: File) {
  const form = new FormData();
  form.append('file', file);
  return api.post('/api/v1/user/{id}/avatar', {
    path: { id: userId },
    body: form,
  });
}

export function useUploadAvatar(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadAvatar(userId, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey }),
  });
}
