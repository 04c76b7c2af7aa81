import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { firmwareKeys } from './query-keys.ts';

/** `GET /api/v1/firmware/versions` (public): the release log; `data.infos` and `data.total`. */
export const getFirmwareReleases = (query: { page: number; size: number }) =>
  api.get('/api/v1/firmware/versions', { query });

export const firmwareReleasesQuery = (query: { page: number; size: number }) =>
  queryOptions({
    queryKey: firmwareKeys.releases(query),
    queryFn: () => getFirmwareReleases(query),
    placeholderData: keepPreviousData,
  });

export const useFirmwareReleases = (query: { page: number; size: number }) =>
  useQuery(firmwareReleasesQuery(query));
