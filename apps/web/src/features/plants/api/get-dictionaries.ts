import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLang } from '@sunfleet/contract/lang';
import { api } from '@/lib/api';

/** `GET /api/v1/dict/currencies` and `/dict/timezones`, in the reply language. */
export const getCurrencies = () => api.get('/api/v1/dict/currencies');
export const getTimeZones = () => api.get('/api/v1/dict/timezones');

const forever = { staleTime: Number.POSITIVE_INFINITY } as const;

export const useCurrencies = (lang: TLang) =>
  useQuery(queryOptions({ queryKey: ['dict', 'currencies', lang], queryFn: getCurrencies, ...forever }));

export const useTimeZones = (lang: TLang) =>
  useQuery(queryOptions({ queryKey: ['dict', 'timezones', lang], queryFn: getTimeZones, ...forever }));
