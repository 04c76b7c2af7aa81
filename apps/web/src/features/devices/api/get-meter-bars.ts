import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { TBarsSpan } from './get-inverter-bars.ts';
import { deviceKeys } from './query-keys.ts';

export const useMeterBars = (sn: string, span: TBarsSpan) =>
  useQuery({
    queryKey: deviceKeys.meterBars(sn, span),
    queryFn: () => {
      if (span.kind === 'month')
        return api.get('/api/v1/meter/{sn}/month', { path: { sn }, query: { month: span.month } });
      if (span.kind === 'year')
        return api.get('/api/v1/meter/{sn}/year', { path: { sn }, query: { year: span.year } });
      return api.get('/api/v1/meter/{sn}/total', { path: { sn } });
    },
    placeholderData: keepPreviousData,
  });
