import { z } from 'zod';

/** Paged lists: `page` counts from 1; `size` is at most 100. */
export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

/** A page of a list: the rows (`infos`, as the portal's tables read them) and the total count. */
export function ZPage<T extends z.ZodType>(item: T) {
  return z.object({ infos: z.array(item), total: z.number().int() });
}
export type TPage<T> = { infos: T[]; total: number };
