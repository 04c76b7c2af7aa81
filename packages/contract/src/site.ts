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

/**
 * `GET /anonymous/preparation`: work the first start still does after the server answers. While
 * `demoHistory` is `preparing`, the demo plants' past is being computed and their charts would
 * be half empty, so the plant pages say so instead (ADR 0050).
 */
export const ZSitePreparation = z.object({ demoHistory: z.enum(['preparing', 'ready']) });
export type TSitePreparation = z.infer<typeof ZSitePreparation>;
