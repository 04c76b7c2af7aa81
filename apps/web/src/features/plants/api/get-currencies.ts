import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLang } from '@sunfleet/contract/lang';
import { api } from '@/lib/api';
import { plantKeys } from './query-keys.ts';

/** `GET /api/v1/dict/currencies`, in the reply language (kept for the session: it does not change). */
export const getCurrencies = () => api.get('/api/v1/dict/currencies');

export const useCurrencies = (lang: TLang) =>
  useQuery(
    queryOptions({
      queryKey: plantKeys.currencies(lang),
      queryFn: getCurrencies,
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
