import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorCode } from '@sunfleet/contract/errors';
import { api } from '@/lib/api';
import type { TBarsSpan, TListFilters } from './inverters.ts';

/** The meter calls of spec section 7: list, counts, one meter now and its charts, alias, delete, master. */

const live = 60_000;

export const useMeters = (query: TListFilters) =>
  useQuery({
    queryKey: ['meters', query],
    queryFn: () => api.get('/api/v1/meters', { query }),
    placeholderData: keepPreviousData,
    refetchInterval: live,
  });

export const useMeterCounts = () =>
  useQuery({ queryKey: ['meters', 'count'], queryFn: () => api.get('/api/v1/meter/status/count') });

export const useMeter = (sn: string) =>
  useQuery({ queryKey: ['meter', sn], queryFn: () => api.get('/api/v1/meter/{sn}', { path: { sn } }) });

export const useMeterRealtime = (sn: string) =>
  useQuery({
    queryKey: ['meter', sn, 'realtime'],
    queryFn: () => api.get('/api/v1/meter/{sn}/realtime', { path: { sn } }),
    refetchInterval: live,
  });

export const useMeterCurve = (sn: string, date: string) =>
  useQuery({
    queryKey: ['meter', sn, 'day', date],
    queryFn: () => api.get('/api/v1/meter/{sn}/day', { path: { sn }, query: { date } }),
    placeholderData: keepPreviousData,
  });

export const useMeterBars = (sn: string, span: TBarsSpan) =>
  useQuery({
    queryKey: ['meter', sn, span],
    queryFn: () => {
      if (span.kind === 'month')
        return api.get('/api/v1/meter/{sn}/month', { path: { sn }, query: { month: span.month } });
      if (span.kind === 'year')
        return api.get('/api/v1/meter/{sn}/year', { path: { sn }, query: { year: span.year } });
      return api.get('/api/v1/meter/{sn}/total', { path: { sn } });
    },
    placeholderData: keepPreviousData,
  });

function useMeterChange<T>(call: (sn: string, value: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sn, value }: { sn: string; value: T }) => call(sn, value),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['meter'] }),
        queryClient.invalidateQueries({ queryKey: ['meters'] }),
      ]),
  });
}

export const useRenameMeter = () =>
  useMeterChange((sn, alias: string) =>
    api.post('/api/v1/meter/{sn}/alias', { path: { sn }, body: { alias }, tolerate: [ErrorCode.validation] }),
  );
export const useMakeMasterMeter = () =>
  useMeterChange((sn, _: null) => api.post('/api/v1/meter/{sn}/master', { path: { sn } }));
export const useDeleteMeter = () =>
  useMeterChange((sn, _: null) => api.post('/api/v1/meter/{sn}/delete', { path: { sn } }));
