import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSiteLook } from '@sunfleet/contract/site';
import { api } from '@/lib/api';

/** Shown until `/anonymous/look` answers, and if it cannot. */
export const defaultSiteLook: TSiteLook = { brand: false, title: 'Sunfleet', iconUrl: '/sunfleet.svg' };

/** `GET /anonymous/look`: brand or default look of the host the page is served from. */
export const getSiteLook = () => api.get('/anonymous/look', { isAnonymous: true, isQuiet: true });

export const siteLookQuery = queryOptions({
  queryKey: ['site-look'],
  queryFn: getSiteLook,
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

export function useSiteLook(): TSiteLook {
  return useQuery(siteLookQuery).data ?? defaultSiteLook;
}
