import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TInverterFamily } from '@sunfleet/contract/inverters';
import { api } from '@/lib/api';
import { deviceKeys } from './query-keys.ts';

/** Whose day curve: the inverter's power, its PV inputs, its AC output, or a family's values. */
export type TCurveOf = 'power' | 'input' | 'output' | Exclude<TInverterFamily, 'gen'>;

export const useInverterCurve = (sn: string, of: TCurveOf, date: string, keys?: string[]) =>
  useQuery({
    queryKey: deviceKeys.inverterCurve(sn, of, date, keys),
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
