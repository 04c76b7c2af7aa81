import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TInverterFamily } from '@sunfleet/contract/inverters';
import { api } from '@/lib/api';
import { deviceKeys } from './query-keys.ts';

export type TBarsSpan = { kind: 'month'; month: string } | { kind: 'year'; year: number } | { kind: 'total' };

/** Energy bars of the inverter's PV (`prefix` ''), or of a family (`grid`, `battery` …). */
export const useInverterBars = (
  sn: string,
  family: Exclude<TInverterFamily, 'gen'> | null,
  span: TBarsSpan,
) =>
  useQuery({
    queryKey: deviceKeys.inverterBars(sn, family, span),
    queryFn: () => {
      if (family === null) {
        if (span.kind === 'month')
          return api.get('/api/v1/inverter/{sn}/month', { path: { sn }, query: { month: span.month } });
        if (span.kind === 'year')
          return api.get('/api/v1/inverter/{sn}/year', { path: { sn }, query: { year: span.year } });
        return api.get('/api/v1/inverter/{sn}/total', { path: { sn } });
      }
      if (span.kind === 'month')
        return api.get(`/api/v1/inverter/${family}/{sn}/month` as const, {
          path: { sn },
          query: { month: span.month },
        });
      if (span.kind === 'year')
        return api.get(`/api/v1/inverter/${family}/{sn}/year` as const, {
          path: { sn },
          query: { year: span.year },
        });
      return api.get(`/api/v1/inverter/${family}/{sn}/total` as const, { path: { sn } });
    },
    placeholderData: keepPreviousData,
  });
