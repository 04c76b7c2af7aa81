import { z } from 'zod';

/**
 * `GET /anonymous/look`: the look chosen by the host name the page is served from. A host that
 * contains one of `BRAND_HOSTS` gets the brand look (own title and icon); others the default.
 */
export const ZSiteLook = z.object({
  brand: z.boolean(),
  title: z.string(),
  iconUrl: z.string(),
});
export type TSiteLook = z.infer<typeof ZSiteLook>;

/** `GET /anonymous/ip`: the client address the server sees. */
export const ZClientAddress = z.object({ ip: z.string() });
