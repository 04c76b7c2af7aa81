import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TDeviceListQuery } from '@sunfleet/contract/inverters';
import { api } from '@/lib/api';
import { liveRefetchMs } from './live-refetch.ts';
import { deviceKeys } from './query-keys.ts';

export type TListFilters = Partial<Omit<TDeviceListQuery, 'page' | 'size'>> & { page: number; size: number };

export const useInverters = (query: TListFilters) =>
  useQuery({
    queryKey: deviceKeys.inverterList(query),
    queryFn: () => api.get('/api/v1/inverters', { query }),
    placeholderData: keepPreviousData,
    refetchInterval: liveRefetchMs,
  });
