import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { liveRefetchMs } from './live-refetch.ts';
import type { TListFilters } from './get-inverters.ts';
import { deviceKeys } from './query-keys.ts';

export const useMeters = (query: TListFilters) =>
  useQuery({
    queryKey: deviceKeys.meterList(query),
    queryFn: () => api.get('/api/v1/meters', { query }),
    placeholderData: keepPreviousData,
    refetchInterval: liveRefetchMs,
  });
