import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLang } from '@sunfleet/contract/lang';
import { api } from '@/lib/api';
import { plantKeys } from './query-keys.ts';

/** `GET /api/v1/dict/timezones`, in the reply language (kept for the session: it does not change). */
export const getTimeZones = () => api.get('/api/v1/dict/timezones');

export const useTimeZones = (lang: TLang) =>
  useQuery(
    queryOptions({
      queryKey: plantKeys.timeZones(lang),
      queryFn: getTimeZones,
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
