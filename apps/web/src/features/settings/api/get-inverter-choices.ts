import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { settingsKeys } from './query-keys.ts';

/**
 * `GET /api/v1/inverters?keyword=`: the first inverters the caller sees whose SN, alias or plant
 * holds the keyword, for the settings screen's picker (opened without an SN).
 */
export const useInverterChoices = (keyword: string) =>
  useQuery({
    queryKey: settingsKeys.inverterChoices(keyword),
    queryFn: () =>
      api.get('/api/v1/inverters', { query: { page: 1, size: 20, ...(keyword && { keyword }) } }),
    placeholderData: keepPreviousData,
  });
