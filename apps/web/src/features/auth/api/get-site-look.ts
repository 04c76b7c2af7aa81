import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSiteLook } from '@sunfleet/contract/site';
import { api } from '@/lib/api';
import type { TReplyCheck } from '@/lib/api-client';

/** Shown until `/anonymous/look` answers, and if it cannot. */
export const defaultSiteLook: TSiteLook = { brand: false, title: 'Sunfleet', iconUrl: '/sunfleet.svg' };

/**
 * The look's three fields, checked by hand: every page asks for the look at start-up, before
 * anything else needs zod.
 */
const siteLookReply: TReplyCheck<TSiteLook> = {
  parse(data) {
    const look = data as Partial<TSiteLook> | null;
    if (
      typeof look?.brand === 'boolean' &&
      typeof look.title === 'string' &&
      typeof look.iconUrl === 'string'
    )
      return { brand: look.brand, title: look.title, iconUrl: look.iconUrl };
    throw new Error('site look reply lacks brand, title or icon');
  },
};

/** `GET /anonymous/look`: brand or default look of the host the page is served from. */
export const getSiteLook = () =>
  api.request('/anonymous/look', { isAnonymous: true, isQuiet: true, schema: siteLookReply });

export const siteLookQuery = queryOptions({
  queryKey: ['site-look'],
  queryFn: getSiteLook,
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

export function useSiteLook(): TSiteLook {
  return useQuery(siteLookQuery).data ?? defaultSiteLook;
}
