import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { versionKeys } from './query-keys.ts';

/** `GET /api/v1/version/latest`: the shell's "what's new". */
export const useLatestVersion = () =>
  useQuery({
    queryKey: versionKeys.latest(),
    queryFn: () => api.get('/api/v1/version/latest'),
    staleTime: 10 * 60_000,
  });
