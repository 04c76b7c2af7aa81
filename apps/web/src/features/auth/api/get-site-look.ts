import { useEffect, useSyncExternalStore } from 'react';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { TSiteLook } from '@sunfleet/contract/site';
import { api } from '@/lib/api';
import { authKeys } from './query-keys.ts';

/** Shown until `/anonymous/look` answers, and if it cannot. */
export const defaultSiteLook: TSiteLook = { brand: false, title: 'Sunfleet', iconUrl: '/sunfleet.svg' };

/** `GET /anonymous/look`: brand or default look of the host the page is served from. */
export const getSiteLook = () => api.get('/anonymous/look', { isAnonymous: true, isQuiet: true });

export const siteLookQuery = queryOptions({
  queryKey: authKeys.siteLook(),
  queryFn: getSiteLook,
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

/**
 * The look, read from the query cache the app already has rather than through `useQuery`: the
 * sign-in page is the only first-page user of a query, and `useQuery`'s observer would be 7 KB of
 * the first page's 170 KB budget (docs/adr/0059). Fetched once (`staleTime` infinite), shared.
 */
export function useSiteLook(): TSiteLook {
  const client = useQueryClient();
  const look = useSyncExternalStore(
    (onChange) => client.getQueryCache().subscribe(onChange),
    () => client.getQueryData(siteLookQuery.queryKey),
  );
  useEffect(() => {
    void client.prefetchQuery(siteLookQuery);
  }, [client]);
  return look ?? defaultSiteLook;
}
