import { useQuery } from '@tanstack/react-query';
import type { TDeviceAbilities } from '@sunfleet/contract/abilities';
import { api } from '@/lib/api';
import { sharedKeys } from '@/lib/query-keys';

/**
 * `GET /api/v1/device/{sn}/abilities`: what the signed-in user may do to a device or gateway
 * (view, operate, configure, delete; docs/device-abilities.md), for `Can`'s `abilities`.
 * Undefined until known, so the controls stay hidden meanwhile.
 */
export function useDeviceAbilities(sn: string | undefined): TDeviceAbilities | undefined {
  const query = useQuery({
    queryKey: sharedKeys.deviceAbilities(sn),
    queryFn: () => api.get('/api/v1/device/{sn}/abilities', { path: { sn: sn ?? '' } }),
    enabled: Boolean(sn),
    staleTime: 60_000,
  });
  return query.data?.abilities;
}
