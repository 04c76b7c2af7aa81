import { useQuery } from '@tanstack/react-query';
import type { TInverterFamily } from '@sunfleet/contract/inverters';
import { api } from '@/lib/api';
import { liveRefetchMs } from './live-refetch.ts';
import { deviceKeys } from './query-keys.ts';

/** A family's values now; the generator has its own path (`/inverter/gen/{sn}/realtime`). */
export const useFamilyRealtime = (sn: string, family: TInverterFamily) =>
  useQuery({
    queryKey: deviceKeys.familyRealtime(sn, family),
    queryFn: () =>
      family === 'gen'
        ? api.get('/api/v1/inverter/gen/{sn}/realtime', { path: { sn } })
        : api.get(`/api/v1/inverter/${family}/{sn}/realtime` as const, { path: { sn } }),
    refetchInterval: liveRefetchMs,
  });
