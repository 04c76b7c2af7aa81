import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TVersionInput } from '@sunfleet/contract/versions';
import { ErrorCode } from '@sunfleet/contract/errors';
import { api } from '@/lib/api';

/** `GET /api/v1/version/timeline`: every record, newest first. */
export const timelineQuery = queryOptions({
  queryKey: ['versions', 'timeline'],
  queryFn: () => api.get('/api/v1/version/timeline'),
});
export const useTimeline = () => useQuery(timelineQuery);

/** `GET /api/v1/version/latest`: the shell's "what's new". */
export const useLatestVersion = () =>
  useQuery({
    queryKey: ['versions', 'latest'],
    queryFn: () => api.get('/api/v1/version/latest'),
    staleTime: 10 * 60_000,
  });

/** `GET /api/v1/version/check`: resolves when the number is free. */
export const checkVersionNumber = (number: string, id?: string) =>
  api.get('/api/v1/version/check', {
    query: { number, ...(id ? { id } : {}) },
    tolerate: [ErrorCode.validation],
  });

/** `POST /api/v1/version` (new) or `/version/{id}`. */
export function useSaveVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TVersionInput }) =>
      id
        ? api.post('/api/v1/version/{id}', { path: { id }, body, tolerate: [ErrorCode.validation] })
        : api.post('/api/v1/version', { body, tolerate: [ErrorCode.validation] }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['versions'] }),
  });
}

/** `GET /api/v1/version/{id}/delete`. */
export function useDeleteVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.get('/api/v1/version/{id}/delete', { path: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['versions'] }),
  });
}
