import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { TLang } from '@sunfleet/contract/lang';
import { ZDictEntry, ZTimeZoneEntry } from '@sunfleet/contract/plants';
import { api } from '@/lib/api';

/** `GET /api/v1/dict/currencies` and `/dict/timezones`, in the reply language. */
export const getCurrencies = () => api.request('/api/v1/dict/currencies', { schema: z.array(ZDictEntry) });
export const getTimeZones = () => api.request('/api/v1/dict/timezones', { schema: z.array(ZTimeZoneEntry) });

const forever = { staleTime: Number.POSITIVE_INFINITY } as const;

export const useCurrencies = (lang: TLang) =>
  useQuery(queryOptions({ queryKey: ['dict', 'currencies', lang], queryFn: getCurrencies, ...forever }));

export const useTimeZones = (lang: TLang) =>
  useQuery(queryOptions({ queryKey: ['dict', 'timezones', lang], queryFn: getTimeZones, ...forever }));
