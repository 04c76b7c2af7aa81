import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorCode } from '@sunfleet/contract/errors';
import type { TDeviceListQuery, TInverterFamily } from '@sunfleet/contract/inverters';
import { api } from '@/lib/api';

/**
 * The inverter calls of spec section 7: the list and its counts, one inverter's views and charts,
 * custom chart parameters, alias and delete. Live views refresh every minute (gateways report
 * about every five).
 */

const live = 60_000;

export type TListFilters = Partial<Omit<TDeviceListQuery, 'page' | 'size'>> & { page: number; size: number };

export const useInverters = (query: TListFilters) =>
  useQuery({
    queryKey: ['inverters', query],
    queryFn: () => api.get('/api/v1/inverters', { query }),
    placeholderData: keepPreviousData,
    refetchInterval: live,
  });

export const useInverterCounts = () =>
  useQuery({ queryKey: ['inverters', 'count'], queryFn: () => api.get('/api/v1/inverters/count') });

export const inverterQuery = (sn: string) =>
  queryOptions({
    queryKey: ['inverter', sn],
    queryFn: () => api.get('/api/v1/inverter/{sn}', { path: { sn } }),
    refetchInterval: live,
  });
export const useInverter = (sn: string) => useQuery(inverterQuery(sn));

export const useInverterInput = (sn: string) =>
  useQuery({
    queryKey: ['inverter', sn, 'input'],
    queryFn: () => api.get('/api/v1/inverter/{sn}/realtime/input', { path: { sn } }),
    refetchInterval: live,
  });

export const useInverterOutput = (sn: string) =>
  useQuery({
    queryKey: ['inverter', sn, 'output'],
    queryFn: () => api.get('/api/v1/inverter/{sn}/realtime/output', { path: { sn } }),
    refetchInterval: live,
  });

export const useInverterFlow = (sn: string) =>
  useQuery({
    queryKey: ['inverter', sn, 'flow'],
    queryFn: () => api.get('/api/v1/inverter/{sn}/flow', { path: { sn } }),
    refetchInterval: live,
  });

/** A family's values now; the generator has its own path (`/inverter/gen/{sn}/realtime`). */
export const useFamilyRealtime = (sn: string, family: TInverterFamily) =>
  useQuery({
    queryKey: ['inverter', sn, family, 'realtime'],
    queryFn: () =>
      family === 'gen'
        ? api.get('/api/v1/inverter/gen/{sn}/realtime', { path: { sn } })
        : api.get(`/api/v1/inverter/${family}/{sn}/realtime` as const, { path: { sn } }),
    refetchInterval: live,
  });

/** Whose day curve: the inverter's power, its PV inputs, its AC output, or a family's values. */
export type TCurveOf = 'power' | 'input' | 'output' | Exclude<TInverterFamily, 'gen'>;

export const useInverterCurve = (sn: string, of: TCurveOf, date: string, keys?: string[]) =>
  useQuery({
    queryKey: ['inverter', sn, of, 'day', date, keys],
    queryFn: () => {
      const query = { date, keys: keys?.join(',') };
      if (of === 'power') return api.get('/api/v1/inverter/{sn}/day', { path: { sn }, query });
      if (of === 'input') return api.get('/api/v1/inverter/{sn}/input/day', { path: { sn }, query });
      if (of === 'output') return api.get('/api/v1/inverter/{sn}/output/day', { path: { sn }, query });
      return api.get(`/api/v1/inverter/${of}/{sn}/day` as const, { path: { sn }, query });
    },
    enabled: keys === undefined || keys.length > 0,
    placeholderData: keepPreviousData,
  });

export type TBarsSpan = { kind: 'month'; month: string } | { kind: 'year'; year: number } | { kind: 'total' };

/** Energy bars of the inverter's PV (`prefix` ''), or of a family (`grid`, `battery` …). */
export const useInverterBars = (
  sn: string,
  family: Exclude<TInverterFamily, 'gen'> | null,
  span: TBarsSpan,
) =>
  useQuery({
    queryKey: ['inverter', sn, family, span],
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

export const useMicroByDate = (sn: string, from: string, to: string, enabled: boolean) =>
  useQuery({
    queryKey: ['inverter', sn, 'byDate', from, to],
    queryFn: () => api.get('/api/v1/genMi/{sn}/byDate', { path: { sn }, query: { from, to } }),
    enabled,
  });

export const useChartParameters = (sn: string) =>
  useQuery({
    queryKey: ['inverter', sn, 'params'],
    queryFn: () => api.get('/api/v1/inverter/params', { query: { sn } }),
  });

export const useCustomParameters = () =>
  useQuery({
    queryKey: ['inverter-params-custom'],
    queryFn: () => api.get('/api/v1/inverter/params/custom'),
  });

export function useSaveCustomParameters() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keys: string[]) => api.post('/api/v1/inverter/params/custom', { body: { keys } }),
    onSuccess: (saved) => queryClient.setQueryData(['inverter-params-custom'], saved),
  });
}

export const useDeviceEvents = (sn: string) =>
  useQuery({
    queryKey: ['device-events', sn],
    queryFn: () => api.get('/api/v1/event/{sn}', { path: { sn }, query: { page: 1, size: 10 } }),
    refetchInterval: live,
  });

export function useRenameInverter(sn: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alias: string) =>
      api.post('/api/v1/inverter/{sn}/alias', {
        path: { sn },
        body: { alias },
        tolerate: [ErrorCode.validation],
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['inverter', sn] }),
        queryClient.invalidateQueries({ queryKey: ['inverters'] }),
      ]),
  });
}

export function useDeleteInverter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sn: string) => api.post('/api/v1/inverter/{sn}/delete', { path: { sn } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['inverters'] }),
  });
}
