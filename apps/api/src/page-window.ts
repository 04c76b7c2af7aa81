import type { TPageQuery } from '@sunfleet/contract/paging';

/**
 * Where the rows of a page are read from. An OFFSET makes the database step over every row before
 * the page, so a page past the middle of its list is read from the other end, in the reverse
 * order, and put back in order afterwards: no page steps over more than half the list, and the
 * last page costs what the first does (docs/adr/0051-flat-lists.md).
 */
export type TPageWindow = { offset: number; limit: number; isReversed: boolean };

export function pageWindow(total: number, { page, size }: TPageQuery): TPageWindow {
  const offset = (page - 1) * size;
  const limit = Math.max(0, Math.min(size, total - offset));
  const offsetFromEnd = total - offset - limit;
  if (limit === 0 || offsetFromEnd >= offset) return { offset, limit: size, isReversed: false };
  return { offset: offsetFromEnd, limit, isReversed: true };
}
